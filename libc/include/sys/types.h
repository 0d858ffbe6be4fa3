#ifndef _SYS_TYPES_H
#define _SYS_TYPES_H

#include <features.h>

#define __NEED_ino_t
#define __NEED_dev_t
#define __NEED_uid_t
#define __NEED_gid_t
#define __NEED_mode_t
#define __NEED_nlink_t
#define __NEED_off_t
#define __NEED_pid_t
#define __NEED_size_t
#define __NEED_ssize_t
#define __NEED_time_t
#define __NEED_timer_t
#define __NEED_clockid_t
#define __NEED_clock_t
#define __NEED_id_t
#define __NEED_key_t
#define __NEED_blkcnt_t
#define __NEED_fsblkcnt_t
#define __NEED_fsfilcnt_t
#define __NEED_blksize_t
#define __NEED_suseconds_t
#define __NEED_useconds_t
#define __NEED_int8_t
#define __NEED_int16_t
#define __NEED_int32_t
#define __NEED_int64_t
#define __NEED_uint8_t
#define __NEED_uint16_t
#define __NEED_uint32_t
#define __NEED_uint64_t
#define __NEED_pthread_t
#include <bits/alltypes.h>
#include <bits/pthreadtypes.h>

#if defined(_BSD_SOURCE) || defined(_GNU_SOURCE)
typedef unsigned char u_int8_t;
typedef unsigned short u_int16_t;
typedef unsigned u_int32_t;
typedef unsigned long u_int64_t;
typedef unsigned char u_char;
typedef unsigned short u_short, ushort;
typedef unsigned u_int, uint;
typedef unsigned long u_long, ulong;
typedef long long quad_t;
typedef unsigned long long u_quad_t;
typedef char *caddr_t;
typedef long register_t;
/* major/minor/makedev live only in <sys/sysmacros.h>, as in glibc 2.28+:
 * programs use those names for their own variables and functions. */
#include <sys/select.h>
#endif

/* off_t and friends are 64-bit everywhere: the *64 names are the same
 * types, for GNU code written against glibc's LFS interface. */
#if defined(_LARGEFILE64_SOURCE) || defined(_GNU_SOURCE) || defined(_BSD_SOURCE)
typedef off_t off64_t;
typedef ino_t ino64_t;
typedef blkcnt_t blkcnt64_t;
typedef fsblkcnt_t fsblkcnt64_t;
typedef fsfilcnt_t fsfilcnt64_t;
#endif

#endif
