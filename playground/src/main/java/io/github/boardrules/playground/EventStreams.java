package io.github.boardrules.playground;

import java.io.EOFException;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.checkerframework.checker.nullness.qual.Nullable;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.BufferUtil;
import org.eclipse.jetty.util.Callback;

/**
 * The open server-sent event streams: {@code GET /api/games/{id}/events} follows one game, {@code
 * GET /api/events?games=1,2,3} several (the page's one stream, shared by the tabs of a browser). A
 * stream holds its connection but no request thread: Jetty's response stays open, and each event
 * is an asynchronous write. Events that come while a write is under way are sent together after
 * it, so a slow reader costs memory for its pending text only, never a thread. Streams are counted
 * apart from other connections and bounded: at most {@code streamsPerAddress} from one address and
 * {@code maxStreams} in all; past a bound a new stream is refused (429, 503). Thread-safe.
 */
final class EventStreams implements AutoCloseable {
  /** How often a comment line keeps idle streams (and proxies) from closing them. */
  static final long KEEP_ALIVE_SECONDS = 15;
  /** A stream whose reader does not keep up gets closed rather than buffered without end. */
  private static final int MAX_PENDING_CHARS = 64 * 1024;

  private final int maxStreams;
  private final int perAddress;
  private final Map<Long, Set<Stream>> byGame = new ConcurrentHashMap<>();
  /** Streams open or reserved, by address ({@link #key}); guarded by itself. */
  private final Map<String, Integer> byAddress = new HashMap<>();
  private final Set<Stream> all = ConcurrentHashMap.newKeySet();
  private final ScheduledExecutorService keepAlive = Executors.newSingleThreadScheduledExecutor(runnable -> {
    Thread thread = new Thread(runnable, "playground-events-keep-alive");
    thread.setDaemon(true);
    return thread;
  });

  EventStreams(int maxStreams, int perAddress) {
    this.maxStreams = maxStreams;
    this.perAddress = perAddress;
    var unused = keepAlive.scheduleAtFixedRate(() -> all.forEach(stream -> stream.send(": keep-alive\n\n")), KEEP_ALIVE_SECONDS,
        KEEP_ALIVE_SECONDS, TimeUnit.SECONDS);
  }

  /**
   * Takes a place for a new stream, or refuses it.
   *
   * @param address the client's address
   * @throws ApiException 429 past the streams of one address, 503 past the streams of all
   */
  void reserve(@Nullable InetAddress address) {
    synchronized (byAddress) {
      int total = byAddress.values().stream().mapToInt(Integer::intValue).sum();
      int mine = byAddress.getOrDefault(key(address), 0);
      if (mine >= perAddress) {
        throw new ApiException(429, "Too many event streams from " + (address == null ? "this address"
            : address.getHostAddress()) + ": " + mine + " are open, the most one address may have (one a browser is"
            + " enough: its tabs share it)");
      }
      if (total >= maxStreams) {
        throw new ApiException(503, "Too many event streams: " + total + " are open, the most this server keeps;"
            + " try again later");
      }
      byAddress.put(key(address), mine + 1);
    }
  }

  /** An address as a key of the counts: unknown addresses (not of the network) are counted together. */
  private static String key(@Nullable InetAddress address) {
    return address == null ? "" : address.getHostAddress();
  }

  /** Gives back a place taken by {@link #reserve} for a stream that did not open. */
  void release(@Nullable InetAddress address) {
    synchronized (byAddress) {
      byAddress.computeIfPresent(key(address), (key, count) -> count <= 1 ? null : count - 1);
    }
  }

  /**
   * Opens a reserved stream: the response's headers must be set; the first events tell each game's plies now.
   *
   * @param address the client's address, whose place was reserved
   * @param games the games followed, each with its plies now, or null for a game that is gone
   * @param single whether the stream follows one game ({@code /api/games/{id}/events}): it ends
   *     when that game is deleted
   * @param request the request, whose failure (the reader went away) ends the stream
   * @param response the response to write to
   * @param callback completed when the stream ends
   */
  void open(@Nullable InetAddress address, Map<Long, int @Nullable []> games, boolean single, Request request,
      Response response, Callback callback) {
    Stream stream = new Stream(address, Set.copyOf(games.keySet()), single, response, callback);
    all.add(stream);
    // A reader that goes away ends its stream at once, so that its place is free without waiting for
    // a keep-alive's write to fail: while a response is under way Jetty reads nothing from an HTTP/1.1
    // connection (so no failure listener hears the close), and the stream reads for it.
    request.addFailureListener(stream::fail);
    watchForClose(request.getConnectionMetaData().getConnection().getEndPoint(), stream);
    StringBuilder first = new StringBuilder(": connected\n\n");
    games.forEach((id, plies) -> {
      if (plies == null) {
        first.append(deleted(id));
      } else {
        byGame.computeIfAbsent(id, k -> ConcurrentHashMap.newKeySet()).add(stream);
        first.append(update(id, plies));
      }
    });
    stream.send(first.toString());
  }

  /**
   * Tells every stream of a game that it changed.
   *
   * @param id the game
   * @param plies its ply and its ply plus the moves to redo
   */
  void publish(long id, int[] plies) {
    Set<Stream> open = byGame.get(id);
    if (open != null) {
      String event = update(id, plies);
      for (Stream stream : open) {
        stream.send(event);
      }
    }
  }

  /**
   * Tells every stream of a game that its seats changed (a friend joined, a seat left).
   *
   * @param id the game
   */
  void seatsChanged(long id) {
    Set<Stream> open = byGame.get(id);
    if (open != null) {
      String event = "event: seats\ndata: {\"game\": " + id + "}\n\n";
      for (Stream stream : open) {
        stream.send(event);
      }
    }
  }

  /**
   * Tells the streams of a deleted game: a stream of that game alone ends.
   *
   * @param id the game
   */
  void end(long id) {
    Set<Stream> open = byGame.remove(id);
    if (open != null) {
      for (Stream stream : open) {
        if (stream.single) {
          stream.end();
        } else {
          stream.send(deleted(id));
        }
      }
    }
  }

  /**
   * Returns how many streams are open.
   *
   * @return the count
   */
  int count() {
    return all.size();
  }

  /** Ends every stream (at shutdown), waiting up to 2 s for their last writes, so that readers see a clean end. */
  @Override
  public void close() {
    keepAlive.shutdownNow();
    List<Stream> open = new ArrayList<>(all);
    open.forEach(Stream::end);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
    for (Stream stream : open) {
      while (!stream.isDone() && System.nanoTime() < deadline) {
        try {
          Thread.sleep(10);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
    byGame.clear();
  }

  /** Ends the stream when its connection is closed by the reader, or sends anything (an events reader sends nothing). */
  private static void watchForClose(EndPoint endPoint, Stream stream) {
    endPoint.tryFillInterested(Callback.from(() -> {
      try {
        ByteBuffer buffer = BufferUtil.allocate(64);
        int read = endPoint.fill(buffer);
        if (read == 0) {
          watchForClose(endPoint, stream);
        } else {
          stream.fail(new EOFException(read < 0 ? "the events reader went away" : "the events reader sent data"));
        }
      } catch (IOException e) {
        stream.fail(e);
      }
    }, stream::fail));
  }

  private static String update(long id, int[] plies) {
    return "event: update\ndata: {\"game\": " + id + ", \"ply\": " + plies[0] + ", \"plies\": " + plies[1] + "}\n\n";
  }

  private static String deleted(long id) {
    return "event: deleted\ndata: {\"game\": " + id + "}\n\n";
  }

  private void remove(Stream stream) {
    if (!all.remove(stream)) {
      return;
    }
    for (long id : stream.games) {
      Set<Stream> open = byGame.get(id);
      if (open != null) {
        open.remove(stream);
      }
    }
    release(stream.address);
  }

  /** One open stream: at most one write under way, later text waits in {@code pending}. */
  private final class Stream {
    private final @Nullable InetAddress address;
    private final Set<Long> games;
    private final boolean single;
    private final Response response;
    private final Callback callback;
    private final StringBuilder pending = new StringBuilder();
    private boolean writing;
    private boolean ending;
    private boolean done;

    Stream(@Nullable InetAddress address, Set<Long> games, boolean single, Response response, Callback callback) {
      this.address = address;
      this.games = games;
      this.single = single;
      this.response = response;
      this.callback = callback;
    }

    synchronized void send(String text) {
      if (done || ending) {
        return;
      }
      if (writing) {
        if (pending.length() + text.length() > MAX_PENDING_CHARS) {
          fail(new IllegalStateException("the events reader does not keep up"));
          return;
        }
        pending.append(text);
        return;
      }
      writing = true;
      write(false, text);
    }

    synchronized boolean isDone() {
      return done;
    }

    synchronized void end() {
      if (done || ending) {
        return;
      }
      ending = true;
      if (!writing) {
        writing = true;
        write(true, "");
      }
    }

    private void write(boolean last, String text) {
      ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
      response.write(last, bytes, Callback.from(() -> written(last), this::fail));
    }

    private synchronized void written(boolean last) {
      if (last) {
        done = true;
        remove(this);
        callback.succeeded();
        return;
      }
      if (pending.length() > 0) {
        String text = pending.toString();
        pending.setLength(0);
        write(false, text);
      } else if (ending) {
        write(true, "");
      } else {
        writing = false;
      }
    }

    private synchronized void fail(Throwable failure) {
      if (done) {
        return;
      }
      done = true;
      remove(this);
      callback.failed(failure);
    }
  }
}
