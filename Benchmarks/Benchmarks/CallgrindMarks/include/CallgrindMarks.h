// Callgrind client requests (valgrind/callgrind.h macros) as plain functions, so the
// scaling benchmark can count the instructions of exactly the measured calls. Outside
// valgrind (or without its headers) every call does nothing.
#ifndef TABULA_CALLGRIND_MARKS_H
#define TABULA_CALLGRIND_MARKS_H

/// 1 when the process runs under valgrind, else 0.
int tabula_running_on_valgrind(void);
/// Starts instrumenting (for `--instr-atstart=no`).
void tabula_callgrind_start_instrumentation(void);
/// Stops instrumenting.
void tabula_callgrind_stop_instrumentation(void);
/// Turns event collection on or off (for `--collect-atstart=no`).
void tabula_callgrind_toggle_collect(void);
/// Writes the counts collected since the last dump to a new dump file labelled `label`,
/// then zeroes them.
void tabula_callgrind_dump_stats_at(const char *label);

#endif
