#ifndef CSHA256LANES_H
#define CSHA256LANES_H

#include <stddef.h>
#include <stdint.h>

/// 1 when the processor has the SHA extensions (x86-64 SHA-NI, with SSSE3
/// and SSE4.1) that `csha256_compress_four` needs, 0 otherwise (and on every
/// other architecture). Asks the processor (CPUID), which a virtual machine
/// may answer slowly: call it once and keep the answer.
int csha256_lanes_available(void);

/// Runs the SHA-256 compression function (FIPS 180-4, 6.2.2) of one 64-byte
/// block on each of four independent states: lane i starts from the state
/// (H0…H7, as OpenSSL's `SHA256_CTX.h` holds them) at `from + i × fromStride`
/// (a stride of 0 starts every lane from the same state), compresses the
/// block at `blocks + i × stride` and writes its state to `to + 8i`; `from`
/// may be `to` (a message's second block).
///
/// Why four at once: one compression is a chain of dependent SHA-NI round
/// instructions, so a single block waits on their latency; four interleaved
/// chains fill those waits, about twice the blocks per second of one chain
/// (libcrypto's `SHA256_Transform` is one chain). Only when
/// `csha256_lanes_available()` is 1; otherwise it does nothing.
void csha256_compress_four(
    const uint32_t *from, size_t fromStride, uint32_t *to, const uint8_t *blocks, size_t stride);

#endif
