/*
 * This file is part of raumschach.
 * Copyright (C) 2026 The raumschach authors
 *
 * raumschach is free software: you can redistribute it and/or modify it
 * under the terms of the GNU General Public License as published by the
 * Free Software Foundation, either version 3 of the License, or (at your
 * option) any later version.
 *
 * raumschach is distributed in the hope that it will be useful, but
 * WITHOUT ANY WARRANTY; without even the implied warranty of
 * MERCHANTABILITY or FITNESS FOR A PARTICULAR PURPOSE.  See the GNU
 * General Public License for more details.
 *
 * You should have received a copy of the GNU General Public License
 * along with raumschach.  If not, see <https://www.gnu.org/licenses/>.
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

/*
 * Replays a fuzz corpus through a fuzz target with the ordinary compiler,
 * as a `make check` test (linked with one fuzz_*.c, its corpus named by
 * FUZZ_CORPUS_DIR): every stored input (inputs that once
 * found a bug among them) must pass again.  Reports TAP: one line per
 * corpus directory given, with the number of inputs replayed.
 */
#include <config.h>

#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static unsigned char *slurp(const char *path, size_t *size)
{
    FILE *f = fopen(path, "rb");
    if (f == NULL)
        return NULL;
    size_t capacity = 4096, n = 0, got;
    unsigned char *data = malloc(capacity);
    while (data != NULL && (got = fread(data + n, 1, capacity - n, f)) > 0) {
        n += got;
        if (n == capacity) {
            unsigned char *bigger = realloc(data, capacity *= 2);
            if (bigger == NULL)
                free(data);
            data = bigger;
        }
    }
    fclose(f);
    *size = n;
    return data;
}

/* Replays every regular file of dir; returns how many, -1 on trouble. */
static long replay_directory(const char *dir)
{
    DIR *d = opendir(dir);
    if (d == NULL)
        return -1;
    long count = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        char path[4096];
        size_t size;
        if (e->d_name[0] == '.')
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        /* Named before it runs, so a crash says which input it was. */
        fprintf(stderr, "# %s\n", path);
        unsigned char *data = slurp(path, &size);
        if (data == NULL) {
            closedir(d);
            return -1;
        }
        LLVMFuzzerTestOneInput(data, size);
        free(data);
        count++;
    }
    closedir(d);
    return count;
}

int main(int argc, char **argv)
{
    const char *default_dirs[] = { FUZZ_CORPUS_DIR };
    char **dirs = argc > 1 ? argv + 1 : (char **)default_dirs;
    int count = argc > 1 ? argc - 1 : 1;
    int failed = 0;
    for (int i = 0; i < count; i++) {
        long n = replay_directory(dirs[i]);
        if (n > 0)
            printf("ok %d - %ld inputs of %s replayed\n", i + 1, n, dirs[i]);
        else {
            printf("not ok %d - cannot replay %s\n", i + 1, dirs[i]);
            failed++;
        }
    }
    printf("1..%d\n", count);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
