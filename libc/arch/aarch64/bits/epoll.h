#define __EPOLL_PACKED
