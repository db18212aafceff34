package io.github.boardrules.playground;

import java.net.InetAddress;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;
import org.checkerframework.checker.nullness.qual.Nullable;

/**
 * A limit on wrong secrets (seat tokens, owner secrets, invitations) from one address: after {@code
 * limit} refused ones within a window, every request of that address that carries a secret is
 * refused (429) until the window ends, the right secret too, so that guessing gains nothing by
 * going on. Thread-safe.
 */
final class FailedSecrets {
  /** Addresses remembered at most; past it the ended windows are forgotten, and if need be all. */
  private static final int MAX_ADDRESSES = 10_000;

  private record Window(long start, int failures) {}

  private final int limit;
  private final long windowNanos;
  private final LongSupplier clock;
  private final Map<InetAddress, Window> windows = new HashMap<>();

  FailedSecrets(int limit, Duration window, LongSupplier clock) {
    this.limit = limit;
    this.windowNanos = window.toNanos();
    this.clock = clock;
  }

  /**
   * Refuses a request that carries a secret, from an address that failed too often lately.
   *
   * @param address the client's address, or null when unknown
   * @throws ApiException 429 while the address is blocked
   */
  synchronized void check(@Nullable InetAddress address) {
    Window window = current(address);
    if (window != null && window.failures() >= limit) {
      long seconds = Math.max(1, (windowNanos - (clock.getAsLong() - window.start())) / 1_000_000_000L);
      throw new ApiException(429, "Too many wrong secrets (seat tokens, owner secrets or invitations) from "
          + (address == null ? "this address" : address.getHostAddress()) + ": " + window.failures() + " in " + windowNanos / 1_000_000_000L
          + " s; try again in " + seconds + " s");
    }
  }

  /**
   * Counts a refused secret.
   *
   * @param address the client's address, or null when unknown
   */
  synchronized void failed(@Nullable InetAddress address) {
    if (address == null) {
      return;
    }
    Window window = current(address);
    if (windows.size() >= MAX_ADDRESSES && window == null) {
      long now = clock.getAsLong();
      windows.values().removeIf(w -> now - w.start() >= windowNanos);
      if (windows.size() >= MAX_ADDRESSES) {
        windows.clear();
      }
    }
    windows.put(address, window == null ? new Window(clock.getAsLong(), 1) : new Window(window.start(),
        window.failures() + 1));
  }

  private @Nullable Window current(@Nullable InetAddress address) {
    if (address == null) {
      return null;
    }
    Window window = windows.get(address);
    if (window != null && clock.getAsLong() - window.start() >= windowNanos) {
      windows.remove(address);
      return null;
    }
    return window;
  }
}
