#include "CallgrindMarks.h"

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#define TABULA_HAS_CALLGRIND 1
#endif
#endif

int tabula_running_on_valgrind(void) {
#ifdef TABULA_HAS_CALLGRIND
    return RUNNING_ON_VALGRIND ? 1 : 0;
#else
    return 0;
#endif
}

void tabula_callgrind_start_instrumentation(void) {
#ifdef TABULA_HAS_CALLGRIND
    CALLGRIND_START_INSTRUMENTATION;
#endif
}

void tabula_callgrind_stop_instrumentation(void) {
#ifdef TABULA_HAS_CALLGRIND
    CALLGRIND_STOP_INSTRUMENTATION;
#endif
}

void tabula_callgrind_toggle_collect(void) {
#ifdef TABULA_HAS_CALLGRIND
    CALLGRIND_TOGGLE_COLLECT;
#endif
}

void tabula_callgrind_dump_stats_at(const char *label) {
#ifdef TABULA_HAS_CALLGRIND
    CALLGRIND_DUMP_STATS_AT(label);
#else
    (void)label;
#endif
}
