/** The HTTP API's tasks in-process: the store, no hop (seed 001's "Direct DB"). */
import { errorReply, type Tasks, taskJson } from "./Routes.ts"
import type { TaskStore } from "./Store.ts"

export const directTasks = (store: TaskStore): Tasks => ({
  health: () => ({ status: 200, body: { ok: true } }),
  list: (limit) => ({ status: 200, body: { tasks: store.list(limit).map(taskJson) } }),
  create: (input) => ({ status: 201, body: taskJson(store.create(input)) }),
  get: (id) => {
    const task = store.get(id)
    return task === undefined
      ? errorReply(404, `task ${id} not found`)
      : { status: 200, body: taskJson(task) }
  },
})
