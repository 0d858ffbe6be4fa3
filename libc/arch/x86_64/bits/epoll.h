#define __EPOLL_PACKED __attribute__((__packed__))
