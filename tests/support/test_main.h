/* SPDX-License-Identifier: MIT */
/* SPDX-FileCopyrightText: 2026 The Footprints authors */
/* test_main.h: a test program's main, running the cmocka tests given (each
 * a cmocka_unit_test(...)) as one group under the name given. */
#ifndef TESTS_SUPPORT_TEST_MAIN_H
#define TESTS_SUPPORT_TEST_MAIN_H

#define TEST_MAIN(group, ...)                                                 \
	int main(void)                                                            \
	{                                                                         \
		const struct CMUnitTest tests[] = {__VA_ARGS__};                      \
		return cmocka_run_group_tests_name(group, tests, NULL, NULL);         \
	}

#endif
