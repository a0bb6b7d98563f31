#include "CSHA256Lanes.h"

#if defined(__x86_64__)

#include <cpuid.h>
#include <immintrin.h>

int csha256_lanes_available(void) {
    unsigned int eax, ebx, ecx, edx;
    if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
    int ssse3 = (ecx >> 9) & 1, sse41 = (ecx >> 19) & 1;
    if (!__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx)) return 0;
    int sha = (ebx >> 29) & 1;
    return ssse3 && sse41 && sha;
}

// The round constants of FIPS 180-4, 4.2.2.
static const uint32_t roundConstants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

#define LANES 4

// The SHA-NI form of the compression: the state as (A, B, E, F) and
// (C, D, G, H), four rounds per group of four message words, the schedule's
// words 16–63 from SHA256MSG1/MSG2. The lanes' instructions are interleaved
// group by group; the compiler keeps what fits in registers.
__attribute__((target("sha,sse4.1,ssse3")))
void csha256_compress_four(
    const uint32_t *from, size_t fromStride, uint32_t *to, const uint8_t *blocks, size_t stride) {
    const __m128i byteSwap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
    __m128i abef[LANES], cdgh[LANES], savedABEF[LANES], savedCDGH[LANES], words[LANES][4];
    for (int lane = 0; lane < LANES; lane++) {
        __m128i dcba = _mm_loadu_si128((const __m128i *)(from + lane * fromStride));
        __m128i hgfe = _mm_loadu_si128((const __m128i *)(from + lane * fromStride + 4));
        __m128i cdab = _mm_shuffle_epi32(dcba, 0xB1);
        __m128i efgh = _mm_shuffle_epi32(hgfe, 0x1B);
        abef[lane] = _mm_alignr_epi8(cdab, efgh, 8);
        cdgh[lane] = _mm_blend_epi16(efgh, cdab, 0xF0);
        savedABEF[lane] = abef[lane];
        savedCDGH[lane] = cdgh[lane];
    }
#pragma clang loop unroll(full)
    for (int group = 0; group < 16; group++) {
        __m128i constants = _mm_loadu_si128((const __m128i *)&roundConstants[4 * group]);
#pragma clang loop unroll(full)
        for (int lane = 0; lane < LANES; lane++) {
            __m128i message;
            if (group < 4) {
                message = _mm_shuffle_epi8(
                    _mm_loadu_si128((const __m128i *)(blocks + lane * stride + 16 * group)), byteSwap);
            } else {
                __m128i *w = words[lane];
                __m128i partial = _mm_add_epi32(
                    _mm_sha256msg1_epu32(w[group & 3], w[(group + 1) & 3]),
                    _mm_alignr_epi8(w[(group + 3) & 3], w[(group + 2) & 3], 4));
                message = _mm_sha256msg2_epu32(partial, w[(group + 3) & 3]);
            }
            words[lane][group & 3] = message;
            __m128i scheduled = _mm_add_epi32(message, constants);
            cdgh[lane] = _mm_sha256rnds2_epu32(cdgh[lane], abef[lane], scheduled);
            abef[lane] = _mm_sha256rnds2_epu32(abef[lane], cdgh[lane], _mm_shuffle_epi32(scheduled, 0x0E));
        }
    }
    for (int lane = 0; lane < LANES; lane++) {
        __m128i feba = _mm_shuffle_epi32(_mm_add_epi32(abef[lane], savedABEF[lane]), 0x1B);
        __m128i dchg = _mm_shuffle_epi32(_mm_add_epi32(cdgh[lane], savedCDGH[lane]), 0xB1);
        _mm_storeu_si128((__m128i *)(to + 8 * lane), _mm_blend_epi16(feba, dchg, 0xF0));
        _mm_storeu_si128((__m128i *)(to + 8 * lane + 4), _mm_alignr_epi8(dchg, feba, 8));
    }
}

#else

int csha256_lanes_available(void) { return 0; }

void csha256_compress_four(
    const uint32_t *from, size_t fromStride, uint32_t *to, const uint8_t *blocks, size_t stride) {
    (void)from;
    (void)fromStride;
    (void)to;
    (void)blocks;
    (void)stride;
}

#endif
