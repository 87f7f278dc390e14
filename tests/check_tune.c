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
 * The evaluation tuner's pieces (tests/tools/tunefit.c): the parameter
 * table and its files, the position files, the loss and the fit, on the
 * fixture tests/data/tune-positions.txt (100 quiet positions of
 * self-play games with their results).
 */
#include <config.h>

#include "check_helpers.h"
#include "core/evaluate.h"
#include "core/rfen.h"
#include "tests/tools/tunefit.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#define FIXTURE TEST_DATA_DIR "/tune-positions.txt"

static FILE *text_file(const char *text)
{
    FILE *f = tmpfile();
    ck_assert_ptr_nonnull(f);
    fputs(text, f);
    rewind(f);
    return f;
}

static void read_fixture(TuneSet *set)
{
    FILE *f = fopen(FIXTURE, "r");
    ck_assert_ptr_nonnull(f);
    Error err;
    tune_set_init(set);
    ck_assert_msg(tune_set_read(f, set, &err), "line %d: %s", err.line, err.message);
    fclose(f);
}

START_TEST(names_are_unique_and_found)
{
    for (int i = 0; i < EVAL_PARAM_COUNT; i++)
        ck_assert_int_eq(eval_param_find(eval_param_name(i)), i);
    ck_assert_int_eq(eval_param_find("material.pawn.mg"), 0);
    ck_assert_int_eq(eval_param_find("threat.hanging.eg"), EVAL_PARAM_COUNT - 1);
    ck_assert_int_eq(eval_param_find("material.king.mg"), -1);
}
END_TEST

START_TEST(params_round_trip)
{
    EvalParams p, back;
    eval_params_default(&p);
    for (int i = 0; i < EVAL_PARAM_COUNT; i++)
        p.value[i] = i * 7 - 100;
    FILE *f = tmpfile();
    ck_assert_ptr_nonnull(f);
    tune_params_write(f, &p);
    rewind(f);
    eval_params_default(&back);
    Error err;
    ck_assert_msg(tune_params_read(f, &back, &err), "%s", err.message);
    fclose(f);
    ck_assert_mem_eq(&p, &back, sizeof p);
}
END_TEST

START_TEST(params_file_keeps_unnamed_values)
{
    FILE *f = text_file("# a comment\n\nmaterial.queen.mg 900  # the queen\ntempo.eg -3\n");
    EvalParams p, expected;
    eval_params_default(&p);
    eval_params_default(&expected);
    expected.value[eval_param_find("material.queen.mg")] = 900;
    expected.value[eval_param_find("tempo.eg")] = -3;
    Error err;
    ck_assert(tune_params_read(f, &p, &err));
    fclose(f);
    ck_assert_mem_eq(&p, &expected, sizeof p);
}
END_TEST

START_TEST(params_file_errors_name_the_line)
{
    EvalParams p;
    Error err;
    FILE *f = text_file("tempo.mg 10\nmaterial.king.mg 5\n");
    ck_assert(!tune_params_read(f, &p, &err));
    fclose(f);
    ck_assert_int_eq(err.line, 2);
    ck_assert_str_eq(err.message, "'material.king.mg' is not an evaluation parameter");
    f = text_file("tempo.mg ten\n");
    ck_assert(!tune_params_read(f, &p, &err));
    fclose(f);
    ck_assert_int_eq(err.line, 1);
    ck_assert_str_eq(err.message, "expected 'name value', found 'tempo.mg ten'");
}
END_TEST

/* The defaults are the values the evaluation had before it had a table,
 * and a changed value reaches evaluate(). */
START_TEST(params_reach_the_evaluation)
{
    Position start;
    position_start(&start);
    EvalParams p, current;
    eval_params_default(&p);
    eval_params_current(&current);
    ck_assert_mem_eq(&p, &current, sizeof p);
    ck_assert_int_eq(evaluate(&start), 12);     /* the tempo alone */
    p.value[eval_param_find("tempo.mg")] = 20;
    eval_params_use(&p);
    ck_assert_int_eq(evaluate(&start), 20);
    eval_params_default(&p);
    eval_params_use(&p);
    ck_assert_int_eq(evaluate(&start), 12);
}
END_TEST

START_TEST(position_file_errors_name_the_line)
{
    TuneSet set;
    tune_set_init(&set);
    Error err;
    char start[256], text[600];
    Position pos;
    position_start(&pos);
    rfen_write(&pos, start, sizeof start);
    snprintf(text, sizeof text, "%s\t1-0\n%s\t2-0\n", start, start);
    FILE *f = text_file(text);
    ck_assert(!tune_set_read(f, &set, &err));
    fclose(f);
    ck_assert_int_eq(err.line, 2);
    ck_assert_uint_eq(set.count, 1);
    ck_assert(set.entries[0].result == 1);
    tune_set_free(&set);
}
END_TEST

/* At K = 0 every expected score is 1/2: the loss is ln 2 whatever the
 * positions. */
START_TEST(loss_at_scale_zero_is_ln_2)
{
    TuneSet set;
    read_fixture(&set);
    ck_assert_uint_eq(set.count, 100);
    EvalParams p;
    eval_params_default(&p);
    ck_assert_double_eq_tol(tune_loss(&set, &p, 0), log(2), 1e-12);
    tune_set_free(&set);
}
END_TEST

/* The start position (12 for White) won once and lost once, at K = 1:
 * -(ln s + ln(1 - s)) / 2 with s = 1 / (1 + e^-0.03). */
START_TEST(loss_of_start_position)
{
    TuneSet set;
    tune_set_init(&set);
    Position start;
    position_start(&start);
    tune_set_add(&set, &start, 1);
    tune_set_add(&set, &start, 0);
    EvalParams p;
    eval_params_default(&p);
    double s = 1 / (1 + exp(-0.03));
    ck_assert_double_eq_tol(tune_loss(&set, &p, 1), -(log(s) + log(1 - s)) / 2, 1e-12);
    ck_assert_double_eq_tol(tune_loss(&set, &p, 1), 0.693259676, 1e-9);
    tune_set_free(&set);
}
END_TEST

START_TEST(fit_lowers_the_loss)
{
    TuneSet set;
    read_fixture(&set);
    EvalParams p;
    eval_params_default(&p);
    double k = tune_best_k(&set, &p);
    double before = tune_loss(&set, &p, k);
    ck_assert(before < log(2));
    double after = tune_fit(&set, &p, k, NULL, 1, 8, NULL, NULL);
    ck_assert_msg(after < before - 0.001, "loss %f before, %f after", before, after);
    ck_assert_double_eq_tol(tune_loss(&set, &p, k), after, 1e-12);
    tune_set_free(&set);
    eval_params_default(&p);
    eval_params_use(&p);
}
END_TEST

/* Only the parameters marked move, and the loss still falls. */
START_TEST(fit_moves_only_the_marked)
{
    TuneSet set;
    read_fixture(&set);
    EvalParams p, before_fit;
    eval_params_default(&p);
    before_fit = p;
    bool fitted[EVAL_PARAM_COUNT] = { false };
    for (int i = 0; i < EVAL_PARAM_COUNT; i++)
        fitted[i] = strncmp(eval_param_name(i), "material.", 9) == 0;
    double k = tune_best_k(&set, &p);
    double before = tune_loss(&set, &p, k);
    double after = tune_fit(&set, &p, k, fitted, 1, 8, NULL, NULL);
    ck_assert_msg(after < before, "loss %f before, %f after", before, after);
    int moved = 0;
    for (int i = 0; i < EVAL_PARAM_COUNT; i++) {
        if (!fitted[i])
            ck_assert_int_eq(p.value[i], before_fit.value[i]);
        moved += p.value[i] != before_fit.value[i];
    }
    ck_assert_int_gt(moved, 0);
    eval_params_default(&p);
    eval_params_use(&p);
    tune_set_free(&set);
}
END_TEST

static Suite *tune_suite(void)
{
    Suite *s = suite_create("tune");
    TCase *tc = tcase_create("tune");
    /* The fits run thousands of evaluations of the fixture: a hang guard,
     * not a speed limit (the i386 build took longer than the default 4 s). */
    tcase_set_timeout(tc, TEST_TIMEOUT_SECONDS);
    tcase_add_test(tc, names_are_unique_and_found);
    tcase_add_test(tc, params_round_trip);
    tcase_add_test(tc, params_file_keeps_unnamed_values);
    tcase_add_test(tc, params_file_errors_name_the_line);
    tcase_add_test(tc, params_reach_the_evaluation);
    tcase_add_test(tc, position_file_errors_name_the_line);
    tcase_add_test(tc, loss_at_scale_zero_is_ln_2);
    tcase_add_test(tc, loss_of_start_position);
    tcase_add_test(tc, fit_lowers_the_loss);
    tcase_add_test(tc, fit_moves_only_the_marked);
    suite_add_tcase(s, tc);
    return s;
}

CHECK_MAIN(tune_suite)
