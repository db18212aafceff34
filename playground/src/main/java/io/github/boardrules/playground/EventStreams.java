package io.github.boardrules.playground;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * The open {@code GET /api/games/{id}/events} streams (server-sent events). A stream holds its
 * connection but no request thread: Jetty's response stays open, and each event is an asynchronous
 * write. Events that come while a write is under way are sent together after it, so a slow reader
 * costs memory for its pending text only, never a thread. Thread-safe.
 */
final class EventStreams implements AutoCloseable {
  /** How often a comment line keeps idle streams (and proxies) from closing them. */
  static final long KEEP_ALIVE_SECONDS = 15;
  /** A stream whose reader does not keep up gets closed rather than buffered without end. */
  private static final int MAX_PENDING_CHARS = 64 * 1024;

  private final Map<Long, Set<Stream>> streams = new ConcurrentHashMap<>();
  private final ScheduledExecutorService keepAlive = Executors.newSingleThreadScheduledExecutor(runnable -> {
    Thread thread = new Thread(runnable, "playground-events-keep-alive");
    thread.setDaemon(true);
    return thread;
  });

  EventStreams() {
    keepAlive.scheduleAtFixedRate(() -> sendAll(": keep-alive\n\n"), KEEP_ALIVE_SECONDS, KEEP_ALIVE_SECONDS,
        TimeUnit.SECONDS);
  }

  /**
   * Opens a stream: the response's headers must be set; the first event tells the game's plies now.
   *
   * @param id the game
   * @param plies the game's ply and its ply plus the moves to redo
   * @param response the response to write to
   * @param callback completed when the stream ends
   */
  void open(long id, int[] plies, Response response, Callback callback) {
    Stream stream = new Stream(id, response, callback);
    streams.computeIfAbsent(id, k -> ConcurrentHashMap.newKeySet()).add(stream);
    stream.send(": connected\n\n" + update(plies));
  }

  /**
   * Tells every stream of a game that it changed.
   *
   * @param id the game
   * @param plies its ply and its ply plus the moves to redo
   */
  void publish(long id, int[] plies) {
    Set<Stream> open = streams.get(id);
    if (open != null) {
      String event = update(plies);
      for (Stream stream : open) {
        stream.send(event);
      }
    }
  }

  /**
   * Ends the streams of a deleted game.
   *
   * @param id the game
   */
  void end(long id) {
    Set<Stream> open = streams.remove(id);
    if (open != null) {
      open.forEach(Stream::end);
    }
  }

  /**
   * Returns how many streams are open.
   *
   * @return the count
   */
  int count() {
    return streams.values().stream().mapToInt(Set::size).sum();
  }

  /** Ends every stream (at shutdown), waiting up to 2 s for their last writes, so that readers see a clean end. */
  @Override
  public void close() {
    keepAlive.shutdownNow();
    List<Stream> all = new ArrayList<>();
    for (Set<Stream> open : streams.values()) {
      all.addAll(open);
    }
    all.forEach(Stream::end);
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(2);
    for (Stream stream : all) {
      while (!stream.isDone() && System.nanoTime() < deadline) {
        try {
          Thread.sleep(10);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          return;
        }
      }
    }
    streams.clear();
  }

  private void sendAll(String text) {
    for (Set<Stream> open : streams.values()) {
      for (Stream stream : open) {
        stream.send(text);
      }
    }
  }

  private static String update(int[] plies) {
    return "event: update\ndata: {\"ply\": " + plies[0] + ", \"plies\": " + plies[1] + "}\n\n";
  }

  private void remove(Stream stream) {
    Set<Stream> open = streams.get(stream.id);
    if (open != null) {
      open.remove(stream);
    }
  }

  /** One open stream: at most one write under way, later text waits in {@code pending}. */
  private final class Stream {
    private final long id;
    private final Response response;
    private final Callback callback;
    private final StringBuilder pending = new StringBuilder();
    private boolean writing;
    private boolean ending;
    private boolean done;

    Stream(long id, Response response, Callback callback) {
      this.id = id;
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
