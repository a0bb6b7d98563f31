#ifndef CPREFETCH_H
#define CPREFETCH_H

/// Asks the processor to start loading the cache line holding `address`
/// for reading, without waiting for it: Swift has no prefetch instruction,
/// and the tagger's tables are tens of megabytes, so a lookup it can name
/// ahead of time should not wait on memory when it comes. No effect on
/// results; any address may be given (a prefetch never faults).
static inline __attribute__((always_inline)) void cprefetch_read(const void *address) {
    __builtin_prefetch(address, 0, 3);
}

#endif
