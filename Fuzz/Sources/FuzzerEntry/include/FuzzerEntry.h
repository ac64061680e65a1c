#ifndef FUZZER_ENTRY_H
#define FUZZER_ENTRY_H

/// Runs libFuzzer on the target's `LLVMFuzzerTestOneInput` with the process arguments.
int fuzzer_entry_run(int argc, char **argv);

#endif
