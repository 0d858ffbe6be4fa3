/* Constants of the long double kernels for the 64-bit significand
 * (libc/tools/mathtabl.c consts 64); libm_ld.h includes it. */

#define EXPL_INVL 0xb.8aa3b295c17f0bcp+4L
#define EXPL_L_1 0x1.62e42fefa4p-8L
#define EXPL_L_2 -0x6.10ca86c388p-52L
#define EXPL_L_3 -0x1.8cff81a12a17e198p-92L
#define LOGL_LN2_1 0xb.17217f7d1cfp-4L
#define LOGL_LN2_2 0x7.9abc9e3b39803f3p-52L
#define LOGL_LN2_3 -0x9.50bf0cbcd98d675p-120L
#define LN2L_HI 0xb.17217f7d1cf79acp-4L
#define LN2L_LO -0x3.61c4c67fc0d0950cp-68L
#define LOG2EL_HI 0x1.71547652b82fe178p+0L
#define LOG2EL_LO -0x8.2f0025f2dc582eep-68L
#define LN10L_HI 0x2.4d763776aaa2b05cp+0L
#define LN10L_LO -0x5.6a4a751f4b3d75c8p-68L
#define LOG10EL_HI 0x6.f2dec549b9438ca8p-4L
#define LOG10EL_LO 0x1.aadd557d699ee192p-68L
#define LOG10_2L_HI 0x4.d104d427de7fbcc8p-4L
#define LOG10_2L_LO -0x3.83b5329fa41b744p-68L
#define THIRDL_HI 0x5.5555555555555558p-4L
#define THIRDL_LO -0x2.aaaaaaaaaaaaaaacp-68L
#define PIO2L_1 0x1.921fb54442p+0L
#define PIO2L_2 0xd.18469898cc51702p-44L
#define PIO2L_3 -0x4.7c65dadfb63eeebp-108L
#define PIO2LD_HI 0x1.921fb54442d1846ap+0L
#define PIO2LD_LO -0x7.6733ae8fe47c65d8p-68L
#define INVPIO2L 0xa.2f9836e4e44152ap-4L
#define PIL_HI 0x3.243f6a8885a308d4p+0L
#define PIL_LO -0xe.ce675d1fc8f8cbbp-68L
#define PIO4L_HI 0xc.90fdaa22168c235p-4L
#define PIO4L_LO -0x3.b399d747f23e32ecp-68L

/* 1/n!, n = 2..7: e^r - 1 - r for |r| <= 2^-8.5 */
#define EXPL_DEG 7
#define EXPL_POLY { 0x8p-4L, 0x2.aaaaaaaaaaaaaaacp-4L, 0xa.aaaaaaaaaaaaaabp-8L, 0x2.2222222222222224p-8L, 0x5.b05b05b05b05b058p-12L, 0xd.00d00d00d00d00dp-16L }
/* (-1)^(n+1)/n, n = 4..12: log1p(r) for |r| <= 2^-7 */
#define LOGL_DEG 12
#define LOGL_POLY { -0x4p-4L, 0x3.3333333333333334p-4L, -0x2.aaaaaaaaaaaaaaacp-4L, 0x2.4924924924924924p-4L, -0x2p-4L, 0x1.c71c71c71c71c71cp-4L, -0x1.999999999999999ap-4L, 0x1.745d1745d1745d18p-4L, -0x1.5555555555555556p-4L }
/* (-1)^k/(2k+1)!, 2k+1 = 3..19: sin(x) for |x| <= pi/4 */
#define SINL_DEG 19
#define SINL_POLY { -0x2.aaaaaaaaaaaaaaacp-4L, 0x2.2222222222222224p-8L, -0xd.00d00d00d00d00dp-16L, 0x2.e3bc74aad8e671f4p-20L, -0x6.b99159fd5138e3f8p-28L, 0xb.092309d43684be5p-36L, -0xd.73f9f399dc0f88fp-44L, 0xc.a963b81856a5359p-52L, -0x9.7a4da340a0ab926p-60L }
/* (-1)^k/(2k)!, 2k = 4..20: cos(x) for |x| <= pi/4 */
#define COSL_DEG 20
#define COSL_POLY { 0xa.aaaaaaaaaaaaaabp-8L, -0x5.b05b05b05b05b058p-12L, 0x1.a01a01a01a01a01ap-16L, -0x4.9f93edde27d71cb8p-24L, 0x8.f76c77fc6c4bdaap-32L, -0xc.9cba54603e4e906p-40L, 0xd.73f9f399dc0f88fp-48L, -0xb.413c31dcbecbbdep-56L, 0x7.950ae900808941e8p-64L }
/* (-1)^k/(2k+1), 2k+1 = 3..11: atan(u) for |u| <= 2^-7 */
#define ATANL_DEG 11
#define ATANL_POLY { -0x5.5555555555555558p-4L, 0x3.3333333333333334p-4L, -0x2.4924924924924924p-4L, 0x1.c71c71c71c71c71cp-4L, -0x1.745d1745d1745d18p-4L }

#define TWO_SQRTPIL_HI 0x1.20dd750429b6d11ap+0L
#define TWO_SQRTPIL_LO 0xe.3a914fed7fd8688p-68L
#define INV_SQRTPIL_HI 0x9.06eba8214db688dp-4L
#define INV_SQRTPIL_LO 0x7.1d48a7f6bfec344p-68L
#define ERFCL_CF_A 190
#define ERFCL_CF_B 9
#define ERFL_C2_HI 0x1.999999999999999ap-4L
#define ERFL_C2_LO -0x6.6666666666666668p-72L
/* (-1)^n/(n! (2n+1)), n = 3..15 */
#define ERFL_DEG 15
#define ERFL_POLY { -0x6.186186186186186p-8L, 0x1.2f684bda12f684bep-8L, -0x3.1a6031a6031a603p-12L, 0x7.007007007007007p-16L, -0xd.debbc99a7785563p-20L, 0x1.87a00187a00187ap-20L, -0x2.6eef8aaad199a354p-24L, 0x3.85c60a90e166f154p-28L, -0x4.ad9cc42aa7ce8858p-32L, 0x5.bd12384fa1783ap-36L, -0x6.8a27b9f903dce29p-40L, 0x6.f55df99634080908p-44L, -0x6.f18943ec508c25ap-48L }
#define LOG_PIL_HI 0x1.250d048e7a1bd0bep+0L
#define LOG_PIL_LO -0xa.06a93957bc0b668p-68L
#define HLOG_2PIL_HI 0xe.b3f8e4325f5a535p-4L
#define HLOG_2PIL_LO -0x6.b436ffebbe6dfdcp-68L
#define LGAMMAL_C1_HI 0x6.c3b981c824f385bp-4L
#define LGAMMAL_C1_LO 0x2.e41c07efead34a94p-68L
#define LGAMMAL_C2_HI 0x5.28d3312983e99188p-4L
#define LGAMMAL_C2_LO -0xc.276eddff4531a15p-72L
#define LGAMMAL_C3_HI -0x1.13e001a557606812p-4L
#define LGAMMAL_C3_LO -0x5.d0741df7857fb3bp-72L
/* (-1)^k (zeta(k) - 1)/k, k = 4..36 */
#define LGAMMAL_DEG 36
#define LGAMMAL_POLY { 0x5.44c8ab1f6120dbp-8L, -0x1.e404fc218f5f186ep-8L, 0xb.d6eb756db617ea5p-12L, -0x4.e2b170afe381f3bp-12L, 0x2.166d5f0c72dd17ccp-12L, -0xe.9fea63b697e3e38p-16L, 0x6.849ec3c5f5968ce8p-16L, -0x2.f1bcb7af903dde5cp-16L, 0x1.580dcee66eb0224cp-16L, -0x9.e5e4b1e7112142bp-20L, 0x4.965e8e7cd2aae408p-20L, -0x2.2365d6ecf2a8239p-20L, 0x1.0064cdeb22f0f3ap-20L, -0x7.8980364f3f4baedp-24L, 0x3.8ed7767e0f49aeccp-24L, -0x1.af5a6cbbf8a97658p-24L, 0xc.cdc9e1038587a06p-28L, -0x6.18b1cd37cfab1b3p-28L, 0x2.e8d3b599f5b9964cp-28L, -0x1.6434a8447aead036p-28L, 0xa.aad43bffe9614f1p-32L, -0x5.1ec59e496343905p-32L, 0x2.762ba565f82178ap-32L, -0x1.2f69a9fabe3df97ap-32L, 0x9.2499519ba1a620cp-36L, -0x4.69f09bb0948f14f8p-36L, 0x2.2222dcd27db2f1c8p-36L, -0x1.08424cbc543d8282p-36L, 0x8.0001371fb227a6bp-40L, -0x3.e0f8a29f93e14174p-40L, 0x1.e1e2026aafcd7a76p-40L, -0xe.a0eab72f7170ebcp-44L, 0x7.1c71fdbc438daffp-44L }
/* B_2k/(2k(2k-1)), k = 1..11, from x = LGAMMAL_X0 on */
#define LGAMMAL_X0 12
#define LGAMMAL_NST 11
#define LGAMMAL_ST { 0x1.5555555555555556p-4L, -0xb.60b60b60b60b60bp-12L, 0x3.4034034034034034p-12L, -0x2.7027027027027028p-12L, 0x3.72a3c5631fe46aep-12L, -0x7.daac36664f1f208p-12L, 0x1.a41a41a41a41a41ap-8L, -0x7.90a1b2c3d4e5f708p-8L, 0x2.dfd2c703c0cfff44p-4L, -0x1.6476701181f39edcp+0L, 0xd.672219167002d3ap+0L }
