# polyport.m4 - macros for projects built with polyport's toolchain.
# Installed into $(datadir)/aclocal by polyport's `make install`.

# PP_CHECK_POLYPORT
# Set pp_cv_polyport to yes when $CC targets polyport's libc (its headers
# define __polyport__); AC_DEFINE HAVE_POLYPORT then.
AC_DEFUN([PP_CHECK_POLYPORT], [
  AC_CACHE_CHECK([whether the C library is polyport], [pp_cv_polyport],
    [AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[#include <stddef.h>
#ifndef __polyport__
#error not polyport
#endif
]], [])], [pp_cv_polyport=yes], [pp_cv_polyport=no])])
  AS_IF([test "$pp_cv_polyport" = yes],
    [AC_DEFINE([HAVE_POLYPORT], [1], [Define if built against polyport's libc.])])
])

# PP_ENABLE_APE([DEFAULT = auto])
# Offer --enable-ape: produce Actually Portable Executables. With polyport
# and apelink available, `auto` means yes. Substitutes APELINK and sets
# the automake conditional POLYPORT_APE.
AC_DEFUN([PP_ENABLE_APE], [
  AC_REQUIRE([PP_CHECK_POLYPORT])
  AC_ARG_ENABLE([ape],
    [AS_HELP_STRING([--enable-ape], [link Actually Portable Executables (polyport only)])],
    [], [enable_ape=m4_default([$1], [auto])])
  AC_PATH_PROG([APELINK], [apelink], [])
  AS_CASE([$enable_ape],
    [auto], [AS_IF([test "$pp_cv_polyport" = yes && test -n "$APELINK"], [enable_ape=yes], [enable_ape=no])],
    [yes], [AS_IF([test "$pp_cv_polyport" != yes], [AC_MSG_ERROR([--enable-ape needs polyport's toolchain (CC=polyport-cc or --host=<arch>-polyport-linux-musl)])])])
  m4_ifdef([AM_CONDITIONAL], [AM_CONDITIONAL([POLYPORT_APE], [test "$enable_ape" = yes])])
])
