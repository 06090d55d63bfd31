// The memory settings every portal process starts with: the C allocator's (docs/decisions/237) and
// the JavaScript heap's (SERVER_NODE_FLAGS, decision 244). Both are read once, at process start, so
// they are set where a server is launched: package.json's `serve` script (kept equal to these by
// apps/server/src/allocator-env.test.ts), the cluster script and the bench.
//
// Each password check (argon2id) takes 64 MiB. By default glibc maps that from the kernel and returns
// it after every check, so each check pays for 16,384 fresh zeroed pages, 0.2 s of kernel time on a
// VM where a page fault costs 13 µs. One arena, with large blocks served from its heap and kept when
// freed, reuses the same memory: at most two checks run at once (platform/passwords.ts), so 128 MiB
// stays below the trim threshold and is kept.
export const ALLOCATOR_ENV = {
  MALLOC_ARENA_MAX: '1',
  MALLOC_MMAP_THRESHOLD_: '134217728',
  MALLOC_TRIM_THRESHOLD_: '268435456',
};

// V8 lets its old generation grow to 4 times what survived the last full collection when the heap's
// limit is 2 GiB or more (heap/heap-controller.h, kMaxSize) (this machine's default: 4 GiB), and to at most 2 times below that. A
// 1,000,000-row export makes short-lived rows by the million: with the default it left 263-274 MB of
// garbage uncollected above idle, with a 1.5 GiB limit 75 MB (decision 244). Node flags, not
// environment: they go on the command line before the entry point.
export const SERVER_NODE_FLAGS = ['--max-old-space-size=1536'];
