/* Shared by the parts of libm-gen (tests/libm/gen*.c). */
#include <mpfr.h>

typedef unsigned __int128 u128;

/* p: precision; emax: largest exponent (bias); bits: width; ew: exponent
 * bits; explint: the integer bit is stored (x87). */
struct fmt { const char *name; int p, emax, bits, ew, explint; };
extern const struct fmt *F;

enum { T_F, T_D, T_L };
enum { K_R_R, K_R_RR, K_R_RRR, K_R_RI, K_R_RL, K_R_IR, K_I_R, K_L_R, K_LL_R,
	K_R_RPI, K_R_RPR, K_R_RRPI, K_V_RPRPR, K_R_RLD };

enum { FL_I = 1, FL_Z = 2, FL_O = 4, FL_U = 8, FL_X = 16 };
/* Adapters that decide flags themselves set them here: g_force is
 * what is raised for sure (with g_set naming the flags decided), g_maybe
 * what may be. */
extern int g_set, g_force, g_maybe;
/* The rounding mode of the case being computed (rint, lrint). */
extern mpfr_rnd_t g_rnd;
/* The sign of a zero result is unspecified (fmin(-0, +0)). */
extern int g_anysign;
/* An input is a signaling NaN. */
extern int g_snan;
#define P_WORK 256

long ulp_exp(mpfr_srcptr z);
void decode(u128 b, mpfr_t x);
u128 encode(mpfr_t x);
void print_bits(u128 b);
void round_to_fmt(mpfr_t y, mpfr_t z, mpfr_rnd_t rnd, int *ovf);
void make_odd(mpfr_t z, int t);
void print_real(mpfr_t y, mpfr_t z);
int tininess(mpfr_t z, mpfr_rnd_t rnd);
void gen_cases(unsigned long long seed, const char *name, int kind, void (*ref)(void),
	int exact, double lo, double hi, long n, const char *harddir);

/* Integer-valued results: *sym is 0, or 'B0'/'BN'/'*' as gen.c says. */
typedef int ref_int_fn(long long *v, int *sym, mpfr_srcptr x, mpfr_rnd_t rnd);

/* Adapters where C and MPFR differ (gen_refs.c). */
u128 encode_inf(void);
u128 encode_nan(void);
int ref_rint(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
int ref_nearbyint(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
int ref_floor(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
int ref_ceil(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
int ref_trunc(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
int ref_round(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
int ref_logb(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
int ref_significand(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
ref_int_fn ref_lrint, ref_lround, ref_ilogb, ref_finite, ref_isnan, ref_isinf;
int ref_frexp(mpfr_ptr, long *, mpfr_srcptr, mpfr_rnd_t);
int ref_remquo(mpfr_ptr, long *, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);
int ref_modf(mpfr_ptr, mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
int ref_fma(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);
int ref_nextafter(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);
int ref_scalb(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);
int ref_fmin(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);
int ref_fmax(mpfr_ptr, mpfr_srcptr, mpfr_srcptr, mpfr_rnd_t);
int ref_lgamma_r(mpfr_ptr, long *, mpfr_srcptr, mpfr_rnd_t);
int ref_lgamma(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
int ref_jn(mpfr_ptr, long, mpfr_srcptr, mpfr_rnd_t);
int ref_yn(mpfr_ptr, long, mpfr_srcptr, mpfr_rnd_t);
int ref_j1(mpfr_ptr, mpfr_srcptr, mpfr_rnd_t);
