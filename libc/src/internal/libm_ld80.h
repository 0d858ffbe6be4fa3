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
