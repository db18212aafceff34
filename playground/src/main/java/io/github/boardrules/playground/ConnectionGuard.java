package io.github.boardrules.playground;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.checkerframework.checker.nullness.qual.Nullable;
import org.eclipse.jetty.io.Connection;

/**
 * Bounds what slow and many connections can hold, where Jetty's core API has no setting of its own
 * (its idle timeout restarts with every byte, so a client trickling a byte every few seconds is
 * never idle). Added to the connector as a {@link Connection.Listener}, it follows every
 * connection through four states: waiting for a request's head, reading its body, being answered,
 * or carrying an event stream.
 *
 * <ul>
 *   <li>A connection waiting for a request's head longer than the head time (from its opening or
 *       its last answer) is closed; so is one reading a body longer than the body time.
 *   <li>At most {@code perAddress} connections from one address and {@code total} in all, event
 *       streams not counted (the event streams have bounds of their own, {@link EventStreams}). A
 *       connection past a bound closes the oldest connection that is waiting for a head or reading
 *       a body, from that address (or from any, past the total); when every other one is being
 *       answered, the new connection is closed instead. So trickling clients cannot keep a fresh
 *       request out: it takes the place of the slowest of them.
 * </ul>
 *
 * <p>Thread-safe.
 */
final class ConnectionGuard implements Connection.Listener, AutoCloseable {
  /** What a connection is doing. */
  private enum State { WAITING, READING, BUSY, STREAM, CLOSING }

  /** One connection, its address, state and since when (guarded by the guard). */
  private static final class Tracked {
    final Connection connection;
    final @Nullable InetAddress address;
    State state = State.WAITING;
    long since = System.nanoTime();

    Tracked(Connection connection, @Nullable InetAddress address) {
      this.connection = connection;
      this.address = address;
    }

    boolean counted() {
      return state != State.STREAM && state != State.CLOSING;
    }

    boolean evictable() {
      return state == State.WAITING || state == State.READING;
    }
  }

  private final long headNanos;
  private final long bodyNanos;
  private final int perAddress;
  private final int total;
  private final Map<Connection, Tracked> tracked = new HashMap<>();
  private final ScheduledExecutorService sweeper = Executors.newSingleThreadScheduledExecutor(runnable -> {
    Thread thread = new Thread(runnable, "playground-connection-guard");
    thread.setDaemon(true);
    return thread;
  });

  /**
   * Starts guarding.
   *
   * @param limits the head and body times, the connections per address and in all
   */
  ConnectionGuard(PlaygroundServer.Limits limits) {
    this.headNanos = limits.headTime().toNanos();
    this.bodyNanos = limits.bodyTime().toNanos();
    this.perAddress = limits.connectionsPerAddress();
    this.total = limits.maxConnections();
    long period = Math.max(50, Math.min(limits.headTime().toMillis(), limits.bodyTime().toMillis()) / 10);
    var unused = sweeper.scheduleAtFixedRate(this::sweep, period, period, TimeUnit.MILLISECONDS);
  }

  @Override
  public void onOpened(Connection connection) {
    Tracked added = new Tracked(connection, addressOf(connection.getEndPoint().getRemoteSocketAddress()));
    List<Tracked> closing = new ArrayList<>();
    synchronized (this) {
      tracked.put(connection, added);
      if (countFrom(added.address) > perAddress) {
        closing.add(evict(added, added.address));
      }
      if (added.state != State.CLOSING && countAll() > total) {
        closing.add(evict(added, null));
      }
    }
    closing.forEach(ConnectionGuard::close);
  }

  @Override
  public void onClosed(Connection connection) {
    synchronized (this) {
      tracked.remove(connection);
    }
  }

  /** The connection's request head is in; its body is being read. */
  void reading(Connection connection) {
    set(connection, State.READING);
  }

  /** The connection's request is being answered: it is not evicted, nor closed by the sweeper. */
  void busy(Connection connection) {
    set(connection, State.BUSY);
  }

  /** The connection's answer is done: it waits for its next request's head. */
  void waiting(Connection connection) {
    set(connection, State.WAITING);
  }

  /** The connection carries an event stream: no longer counted here. */
  void stream(Connection connection) {
    set(connection, State.STREAM);
  }

  /** How many connections are counted now (event streams are not), for tests. */
  synchronized int counted() {
    return countAll();
  }

  @Override
  public void close() {
    sweeper.shutdownNow();
  }

  private synchronized void set(Connection connection, State state) {
    Tracked entry = tracked.get(connection);
    if (entry != null && entry.state != State.CLOSING) {
      entry.state = state;
      entry.since = System.nanoTime();
    }
  }

  /** Picks the connection to close: the oldest evictable one of the address (or of all), else the new one. */
  private Tracked evict(Tracked added, @Nullable InetAddress address) {
    Tracked oldest = null;
    for (Tracked entry : tracked.values()) {
      if (entry != added && entry.evictable() && (address == null || address.equals(entry.address))
          && (oldest == null || entry.since - oldest.since < 0)) {
        oldest = entry;
      }
    }
    Tracked victim = oldest == null ? added : oldest;
    victim.state = State.CLOSING;
    return victim;
  }

  private void sweep() {
    List<Tracked> closing = new ArrayList<>();
    long now = System.nanoTime();
    synchronized (this) {
      for (Tracked entry : tracked.values()) {
        if ((entry.state == State.WAITING && now - entry.since > headNanos)
            || (entry.state == State.READING && now - entry.since > bodyNanos)) {
          entry.state = State.CLOSING;
          closing.add(entry);
        }
      }
    }
    closing.forEach(ConnectionGuard::close);
  }

  private int countFrom(@Nullable InetAddress address) {
    int count = 0;
    for (Tracked entry : tracked.values()) {
      if (entry.counted() && address != null && address.equals(entry.address)) {
        count++;
      }
    }
    return count;
  }

  private int countAll() {
    int count = 0;
    for (Tracked entry : tracked.values()) {
      if (entry.counted()) {
        count++;
      }
    }
    return count;
  }

  private static void close(Tracked entry) {
    entry.connection.getEndPoint().close();
  }

  static @Nullable InetAddress addressOf(@Nullable SocketAddress address) {
    return address instanceof InetSocketAddress inet ? inet.getAddress() : null;
  }
}
