/* aarch64: FLT_EVAL_METHOD 0. glibc's generic ilogb values: -INT_MAX for
 * zero, INT_MAX for NaN. */
typedef float float_t;
typedef double double_t;

#define FP_ILOGB0   (-2147483647)
#define FP_ILOGBNAN 2147483647
