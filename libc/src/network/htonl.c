#include <netinet/in.h>

/* Both targets are little-endian: network order is a byte swap. */
uint32_t htonl(uint32_t n) { return __builtin_bswap32(n); }
uint32_t ntohl(uint32_t n) { return __builtin_bswap32(n); }
uint16_t htons(uint16_t n) { return __builtin_bswap16(n); }
uint16_t ntohs(uint16_t n) { return __builtin_bswap16(n); }
