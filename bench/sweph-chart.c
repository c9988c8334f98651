/*
 * Reference timing for bench/astro.bench.ts: the same natal chart work done with the Swiss Ephemeris
 * C library (Debian's libswe 2.10.03 reading the DE431-based sepl_18/semo_18/seas_18 files, the
 * combination the reference charts in src/astro/testdata come from). Nothing of it is part of the
 * product (Swiss Ephemeris is AGPL); the bench compiles this only when the library is installed.
 *
 * stdin: one chart per line, "jd_ut lat lon". stdout: one line, "median_us mean_us charts".
 * A chart = Sun…Pluto, true and mean node, mean apogee (Lilith) and Chiron with speeds, and
 * Placidus houses: what computeNatalChart does with its points.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "swephexp.h"

#define MAX_CHARTS 10000
#define ROUNDS 5

static double now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double sink = 0;

static void chart(double jd, double lat, double lon) {
  static const int bodies[] = {SE_SUN,    SE_MOON,      SE_MERCURY,   SE_VENUS,    SE_MARS,
                               SE_JUPITER, SE_SATURN,   SE_URANUS,    SE_NEPTUNE,  SE_PLUTO,
                               SE_TRUE_NODE, SE_MEAN_NODE, SE_MEAN_APOG, SE_CHIRON};
  double xx[6], cusps[13], ascmc[10];
  char err[AS_MAXCH];
  for (size_t i = 0; i < sizeof bodies / sizeof bodies[0]; i++) {
    if (swe_calc_ut(jd, bodies[i], SEFLG_SWIEPH | SEFLG_SPEED, xx, err) < 0) {
      fprintf(stderr, "%s\n", err);
      exit(1);
    }
    sink += xx[0] + xx[3];
  }
  swe_houses_ex(jd, 0, lat, lon, 'P', cusps, ascmc);
  sink += cusps[1] + ascmc[0];
}

int main(int argc, char **argv) {
  static double jd[MAX_CHARTS], lat[MAX_CHARTS], lon[MAX_CHARTS], t[MAX_CHARTS * ROUNDS];
  int n = 0;
  swe_set_ephe_path(argc > 1 ? argv[1] : "/usr/share/libswe/ephe");
  while (n < MAX_CHARTS && scanf("%lf %lf %lf", &jd[n], &lat[n], &lon[n]) == 3) n++;
  if (n == 0) return 2;
  for (int i = 0; i < n; i++) chart(jd[i], lat[i], lon[i]); /* warm-up: files opened, caches filled */
  double total = 0;
  for (int r = 0; r < ROUNDS; r++) {
    for (int i = 0; i < n; i++) {
      double s = now_us();
      chart(jd[i], lat[i], lon[i]);
      t[r * n + i] = now_us() - s;
      total += t[r * n + i];
    }
  }
  qsort(t, (size_t)n * ROUNDS, sizeof t[0], cmp);
  printf("%.3f %.3f %d\n", t[(n * ROUNDS) / 2], total / (n * ROUNDS), n * ROUNDS);
  swe_close();
  return sink == 12345.678 ? 3 : 0;
}
