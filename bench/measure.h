/* bench/measure.h - the clock and heap readings the benchmark programs
 * share: monotonic seconds and the C library's heap in use. */
#ifndef BENCH_MEASURE_H
#define BENCH_MEASURE_H

#include <malloc.h>
#include <stddef.h>
#include <time.h>

static inline double now(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static inline size_t heap_in_use(void)
{
    struct mallinfo2 m = mallinfo2();

    return m.uordblks + m.hblkhd;
}

#endif
