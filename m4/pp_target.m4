# PP_TARGET_CC(ARCH)
# Find a compiler that emits code for ARCH and set CC_ARCH. gcc family:
# the host gcc when ARCH is the build machine, else ARCH-linux-gnu-gcc.
# clang family: clang --target=ARCH-linux-gnu. The compiler must accept
# -ffreestanding and produce an object; we never use its libc.
AC_DEFUN([PP_TARGET_CC], [
  AC_MSG_CHECKING([for a $1 compiler])
  if test -z "$CC_$1"; then
    case $with_compiler in
      clang) CC_$1="clang --target=$1-linux-gnu" ;;
      gcc)
        if test "`uname -m`" = "$1"; then CC_$1=gcc
        else CC_$1=$1-linux-gnu-gcc; fi ;;
      *) AC_MSG_ERROR([--with-compiler must be gcc or clang, not '$with_compiler']) ;;
    esac
  fi
  echo 'int f(void){return 0;}' > conftest-$1.c
  if $CC_$1 -ffreestanding -c conftest-$1.c -o conftest-$1.o >&AS_MESSAGE_LOG_FD 2>&1; then
    AC_MSG_RESULT([$CC_$1])
  else
    rm -f conftest-$1.*
    AC_MSG_ERROR([no working compiler for $1 ($CC_$1). On Debian: ./bootstrap installs gcc-aarch64-linux-gnu and friends.])
  fi
  rm -f conftest-$1.*
  AC_SUBST([CC_$1])
  AC_ARG_VAR([AR_$1], [archiver for $1 objects])
  if test -z "$AR_$1"; then
    case $with_compiler in
      clang) AC_PATH_PROGS([AR_$1], [llvm-ar llvm-ar-16 llvm-ar-15 llvm-ar-14], []) ;;
      *) if test "`uname -m`" = "$1"; then AR_$1=ar; else AR_$1=$1-linux-gnu-ar; fi ;;
    esac
  fi
  test -n "$AR_$1" || AC_MSG_ERROR([no archiver for $1])
])

# PP_TARGET_RUNNER(ARCH)
# How to run ARCH programs here: nothing when native, else qemu-user.
AC_DEFUN([PP_TARGET_RUNNER], [
  AC_MSG_CHECKING([how to run $1 programs])
  if test "`uname -m`" = "$1"; then
    RUN_$1=
    AC_MSG_RESULT([natively])
  else
    if test -z "$QEMU_$1"; then
      AC_PATH_PROG([QEMU_$1], [qemu-$1-static], [], [$PATH])
      test -n "$QEMU_$1" || AC_PATH_PROG([QEMU_$1], [qemu-$1], [], [$PATH])
    fi
    test -n "$QEMU_$1" || AC_MSG_ERROR([cannot run $1 programs: install qemu-user-static (./bootstrap does)])
    RUN_$1=$QEMU_$1
    AC_MSG_RESULT([$RUN_$1])
  fi
  AC_SUBST([RUN_$1])
])
