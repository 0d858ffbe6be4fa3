/* x86_64: float and double arithmetic is SSE (FLT_EVAL_METHOD 0), so the
 * evaluation types are the types themselves. glibc's ilogb values: both
 * FP_ILOGB0 and FP_ILOGBNAN are INT_MIN, what the x87 fxtract gives. */
typedef float float_t;
typedef double double_t;

#define FP_ILOGB0   (-2147483647 - 1)
#define FP_ILOGBNAN (-2147483647 - 1)
