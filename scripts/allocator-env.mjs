// The C allocator settings every portal process starts with (docs/decisions/237). glibc reads them
// once, at process start, so they are set where a server is launched: package.json's `serve` script
// (kept equal to these by apps/server/src/allocator-env.test.ts), the cluster script and the bench.
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
