#include "libm_dd.h"

/* Written by libc/tools/libm_fit.py erf (mpmath): see __erf_dd.c. */

/* erf(x)/x in u = x^2: [0.0, 1.0] around 0.5, degree 13, fit error 2^-68.4 */
hidden const double __erf_p[28] = {
	0x1.ee51eb23cb7eap-1, 0x1.88a0f257cdf3cp-55,
	-0x1.1fd16292151fdp-2, -0x1.bdcfb7fd5e0c6p-56,
	0x1.454368017b042p-4, -0x1.c1bfa77e89153p-60,
	-0x1.2b902b7b2f224p-6, -0x1.8b030da134bcfp-62,
	0x1.c82aa249df4a1p-9, -0x1.192e9421c8912p-63,
	-0x1.263991b81d62ep-11, -0x1.6f68631fbd0c6p-65,
	0x1.486638bc934bfp-14, 0x1.8da3a9c6c2cfap-69,
	-0x1.429e938bb3fb3p-17, -0x1.a8b7c0e3f7a67p-72,
	0x1.1ad5ee09b7c4dp-20, -0x1.96a5620fc4e6dp-74,
	-0x1.bf8e5ad031f42p-24, 0x1.a5a81ba7b218dp-80,
	0x1.428e75eef326cp-27, 0x1.f2cab18ded51fp-83,
	-0x1.aad6f12f0a592p-31, -0x1.5203efb72d670p-85,
	0x1.06139757ceda2p-34, 0x1.98aa1c8fdd6d1p-88,
	-0x1.29b9f1b3df556p-38, -0x1.0533b203ab98cp-93,
};
/* erfc(x) e^(x^2): [1.0, 1.5] around 1.25, degree 15, fit error 2^-69.9 */
hidden const double __erfc_g0[32] = {
	0x1.78a692138767ap-2, 0x1.46eef9fb70fbfp-63,
	-0x1.abaacdbfa8b07p-3, 0x1.d7054e3bf7812p-57,
	0x1.b56f45eef7e58p-4, -0x1.3226ab8c7b63bp-58,
	-0x1.9b635ac624ad5p-5, 0x1.375d6bad0221fp-59,
	0x1.68a25a6641eeep-6, 0x1.19d0c8f1f1729p-60,
	-0x1.299636d6c5877p-7, -0x1.21f81eba0f9c2p-64,
	0x1.d1b695aac9c27p-9, -0x1.992c8ab9b6e5dp-73,
	-0x1.5b8bc94c695cbp-10, 0x1.8ea4d53a47c26p-64,
	0x1.f0fe6f9ae86abp-12, -0x1.6f33dcd1ff49bp-66,
	-0x1.55c07d13e294bp-13, 0x1.91106fbbdcd17p-70,
	0x1.c57052765239ap-15, 0x1.bb7a193485d8fp-69,
	-0x1.22fc5054bd4fep-16, -0x1.6642b08cb0394p-71,
	0x1.6a07b615332acp-18, 0x1.8a88e1aeb04f3p-73,
	-0x1.b5a9c12d213fap-20, -0x1.1aa0ba067c48cp-76,
	0x1.06b5cf20ecb1dp-21, -0x1.4fb2b3c924186p-75,
	-0x1.2cf6c190c7ee6p-23, -0x1.3dc3de047c100p-79,
};
/* erfc(x) e^(x^2): [1.5, 2.0] around 1.75, degree 14, fit error 2^-67.8 */
hidden const double __erfc_g1[30] = {
	0x1.23cfc2f1dc7e0p-2, 0x1.3b1040eb318c2p-57,
	-0x1.0c3d538446447p-3, -0x1.e91c715ea2c88p-57,
	0x1.c8d0cef0f810dp-5, -0x1.8c1df126930bdp-61,
	-0x1.6cb52fe489456p-6, 0x1.f2d175ac20665p-60,
	0x1.13648a11ffe6ep-7, 0x1.cd136d227bc40p-61,
	-0x1.8bf716a8edfb0p-9, 0x1.02d74704203d4p-63,
	0x1.106bd5c044de2p-10, -0x1.8e8efb9dcefb2p-65,
	-0x1.6838884303dbfp-12, -0x1.7eed1b60c08d6p-67,
	0x1.cb4c687663b55p-14, 0x1.98c12c5270bf5p-69,
	-0x1.1b291c3426d9dp-15, 0x1.5a1d2c0c2e374p-69,
	0x1.5273fcedd6c81p-17, 0x1.88dccbd842d50p-72,
	-0x1.88eee54c7c1b3p-19, -0x1.30d26cdc3d79dp-74,
	0x1.bc0384dfab0dap-21, -0x1.7c422c591a316p-75,
	-0x1.f14928151e4e0p-23, 0x1.2cc9292cf02eap-77,
	0x1.0b240c0b45ac3p-24, 0x1.eaf854c139b61p-78,
};
/* erfc(x) e^(x^2): [2.0, 3.0] around 2.5, degree 17, fit error 2^-68.8 */
hidden const double __erfc_g2[36] = {
	0x1.afbb3f3b7343bp-3, -0x1.9f3b078db2f8dp-58,
	-0x1.3086d7f01ac85p-4, -0x1.0fa71d718f060p-59,
	0x1.98958a7a8e4a3p-6, -0x1.40a3dda68d6dcp-66,
	-0x1.0632076809dfcp-7, 0x1.3e41a565f40a0p-62,
	0x1.435c04e207cd1p-9, -0x1.e67cacef62053p-70,
	-0x1.809ce8ab533f2p-11, -0x1.e2ce17a74ec3ep-68,
	0x1.ba8a67cfb709dp-13, -0x1.09e8f47f63dfbp-67,
	-0x1.edd423990bb19p-15, -0x1.896893fd6daf8p-69,
	0x1.0bcba3251b0bap-16, 0x1.13c878ce73cddp-72,
	-0x1.1ad10db083879p-18, -0x1.3bfa08a8954cep-72,
	0x1.234feb1579b9ap-20, -0x1.a3ec732765cbbp-75,
	-0x1.2514a1511da02p-22, -0x1.47f34c32d73bep-76,
	0x1.205eed5227c12p-24, -0x1.539e669ccc4f6p-79,
	-0x1.15cbc8ca96cb6p-26, -0x1.b0eaa52427aa8p-82,
	0x1.05e759218a9b9p-28, 0x1.6521d820408c5p-82,
	-0x1.e53297e19ce34p-31, -0x1.a06c4ce652b1cp-92,
	0x1.d2f097a4b0ae8p-33, 0x1.7cf809c5549c7p-89,
	-0x1.a0766f546afa8p-35, 0x1.1d1c7257213ccp-90,
};
/* x erfc(x) e^(x^2) in u = 1/x^2: [0.0625, 0.11111111] around 0.086805555555555552, degree 13, fit error 2^-68.5 */
hidden const double __erfc_h0[28] = {
	0x1.15af3550622c2p-1, 0x1.d9f9bab482ff8p-55,
	-0x1.ceb086aaf6ab4p-3, 0x1.7f1de6b3ae3b5p-57,
	0x1.007d48ad51989p-2, 0x1.87971d5b941ecp-62,
	-0x1.ab7a4057c2d16p-2, 0x1.8ef96be3279dbp-56,
	0x1.c766bc47d658ep-1, -0x1.0624986bad724p-55,
	-0x1.1f881c1580f13p+1, 0x1.e86d617eaac40p-67,
	0x1.9c44ca461370dp+2, -0x1.fff5261f413d4p-55,
	-0x1.468c10ccd1782p+4, -0x1.46ef42a7ae729p-50,
	0x1.1878d5e538670p+6, 0x1.a28983a0e18c9p-48,
	-0x1.01b8fc95008bbp+8, -0x1.03de93f75bbb9p-48,
	0x1.f54e8e5c50d01p+9, 0x1.c0d95c3bdc90ep-45,
	-0x1.004eefc32c10bp+12, -0x1.f4c3a556137e8p-45,
	0x1.1dd73b2ba371cp+14, -0x1.f5e16d2782854p-42,
	-0x1.3e27ad6fc37e1p+16, 0x1.a7191ab99ce19p-41,
};
/* center 0x1.638e38e38e38ep-4 */
/* x erfc(x) e^(x^2) in u = 1/x^2: [0.027777778, 0.0625] around 0.045138888888888888, degree 12, fit error 2^-66.1 */
hidden const double __erfc_h1[26] = {
	0x1.1abe657445197p-1, 0x1.585bdf0b15138p-56,
	-0x1.fe7fb5e406c85p-3, 0x1.6b39287bf0a39p-58,
	0x1.41712926f752ap-2, -0x1.0acaeba7689cbp-58,
	-0x1.3bcef9fdbda07p-1, 0x1.731c2fab230dap-55,
	0x1.98e51ca4d377fp+0, -0x1.485bc4f39c30dp-54,
	-0x1.41d7411e4a476p+2, 0x1.07ddef418e8c9p-52,
	0x1.25ed346e669c0p+4, 0x1.e2ff2ae7b2dcap-50,
	-0x1.2e2db73b0e1ccp+6, -0x1.dd539df6d5742p-48,
	0x1.56701d9b89537p+8, 0x1.cc1311f087cf6p-47,
	-0x1.a50e1050c3f93p+10, 0x1.a058e285f60d2p-48,
	0x1.15d240f653790p+13, 0x1.9a8f699170fdep-42,
	-0x1.9479cdea11bcfp+15, 0x1.39e795fea3657p-40,
	0x1.2c8f223218cbap+18, -0x1.33c7f045c805bp-37,
};
/* center 0x1.71c71c71c71c7p-5 */
/* x erfc(x) e^(x^2) in u = 1/x^2: [0.01, 0.027777778] around 0.018888888888888889, degree 11, fit error 2^-70.0 */
hidden const double __erfc_h2[24] = {
	0x1.1e35f4d9b2f2fp-1, 0x1.5ccc22cc24293p-55,
	-0x1.11901fdab1dd3p-2, 0x1.8542c21d9ff03p-59,
	0x1.7b08925e37e5ap-2, -0x1.be3ba6312aaa8p-57,
	-0x1.a79d8054cbf69p-1, 0x1.d679df1713e97p-56,
	0x1.4140f8d747712p+1, 0x1.26fc63049732cp-53,
	-0x1.300957be7e24ep+3, 0x1.fa55c2cc68e4dp-51,
	0x1.55c4903d49034p+5, 0x1.02542a766f83fp-55,
	-0x1.b9b7443999458p+7, 0x1.81fab24feef40p-47,
	0x1.40bb77ef805d1p+10, 0x1.92b8bc717d9a6p-44,
	-0x1.0149908e63e96p+13, 0x1.a76a90117231ap-42,
	0x1.c8baf8a8bfae0p+15, -0x1.6912b00e32b9dp-39,
	-0x1.b0018146005a2p+18, -0x1.a368d6074693fp-38,
};
/* center 0x1.3579be02468adp-6 */
/* x erfc(x) e^(x^2) in u = 1/x^2: [0.0012755102, 0.01] around 0.0056377551020408163, degree 9, fit error 2^-68.9 */
hidden const double __erfc_h3[20] = {
	0x1.200ebdb7c5714p-1, -0x1.ad0da5c690a51p-56,
	-0x1.1c147f8c99910p-2, -0x1.9a09e1c9b7b87p-57,
	0x1.9fab93931c749p-2, 0x1.a3c404620bb11p-59,
	-0x1.f56d065aebf9fp-1, -0x1.de9f030aef771p-55,
	0x1.a2f4407a919e5p+1, 0x1.b3899fc17eed2p-53,
	-0x1.bd65021664090p+3, -0x1.6a53eb98e5d92p-51,
	0x1.1e686bdccb9f5p+6, 0x1.8ceea7f3b4442p-49,
	-0x1.aef007f96e943p+8, -0x1.9c9e8e932c2cdp-48,
	0x1.7388d98617d81p+11, 0x1.f36050545f6adp-44,
	-0x1.669757ac4ae11p+14, 0x1.1e808db237ec3p-41,
};
/* center 0x1.7179d5c93f522p-8 */
