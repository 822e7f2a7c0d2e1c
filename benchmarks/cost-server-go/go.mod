module benchgate.local/costserver

go 1.22
