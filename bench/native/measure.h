/* Timing helpers of the bench/native programs (C and CUDA C++). */
#ifndef ZLUDA_BENCH_MEASURE_H
#define ZLUDA_BENCH_MEASURE_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double clock_seconds(clockid_t clock) {
    struct timespec t;
    clock_gettime(clock, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

static double now(void) { return clock_seconds(CLOCK_MONOTONIC); }
static double cpu_now(void) { return clock_seconds(CLOCK_THREAD_CPUTIME_ID); }

static int compare(const void *a, const void *b) {
    double x = *(const double *)a, y = *(const double *)b;
    return (x > y) - (x < y);
}

static double median(double *values, int n) {
    qsort(values, n, sizeof *values, compare);
    return values[n / 2];
}

/* The six kinds of synchronous copy that copies.c and cudart.cu time, the last one memcpy */
#define COPY_KINDS 6
static const char *COPY_NAMES[COPY_KINDS] = {"htod_pageable", "htod_pinned", "dtoh_pageable",
                                             "dtoh_pinned", "dtod", "memcpy"};

/* Time each kind of copy of ``size`` bytes ``rounds`` times, the kinds taken in turns (after one
   warm-up each), and print the line "size_mb N <kind> <GB/s of the median>...". ``copy(kind)``
   makes one copy. */
static void time_copies(size_t size, int rounds, void (*copy)(int kind)) {
    double *times = (double *)malloc(sizeof(double) * COPY_KINDS * rounds);
    for (int k = 0; k < COPY_KINDS; k++) copy(k);
    for (int r = 0; r < rounds; r++)
        for (int k = 0; k < COPY_KINDS; k++) {
            double t0 = now();
            copy(k);
            times[k * rounds + r] = now() - t0;
        }
    printf("size_mb %zu", size >> 20);
    for (int k = 0; k < COPY_KINDS; k++)
        printf(" %s %.2f", COPY_NAMES[k], size / median(times + k * rounds, rounds) / 1e9);
    printf("\n");
    free(times);
}

#endif
