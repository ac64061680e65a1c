// SwiftPM links every tools-5.5+ executable with `--defsym main=<Module>_main`, which hides
// libFuzzer's own `main`; the targets' Swift `@main` calls libFuzzer's driver through this instead.
#include "FuzzerEntry.h"
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int fuzzer_entry_run(int argc, char **argv) {
    return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}
