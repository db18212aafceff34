package io.github.boardrules.playground;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.function.Consumer;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Request;

/**
 * Reads a request's body without holding a thread while it waits: each chunk is read when Jetty
 * says content is there ({@link Request#demand}). The body is at most {@link
 * PlaygroundServer#MAX_BODY} bytes (413), and after a grace it must arrive at a minimum rate on
 * average (408); the total time a body may take is the {@link ConnectionGuard}'s. Jetty's own
 * minimum rate ({@code MinimumDataRateHandler} of 12.1) measures every request of its handler
 * together, so one trickling body among others passes it: hence this per-request count.
 */
final class BodyReader implements Runnable {
  private final Request request;
  private final long minRate;
  private final long graceNanos;
  private final Consumer<String> done;
  private final Consumer<Exception> failed;
  private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
  private final long start = System.nanoTime();

  /**
   * A reader of one request's body.
   *
   * @param request the request
   * @param limits the minimum rate and its grace
   * @param done given the body, as UTF-8 text
   * @param failed given an {@link ApiException} (413, 408) or the {@link IOException} of a broken connection
   */
  BodyReader(Request request, PlaygroundServer.Limits limits, Consumer<String> done, Consumer<Exception> failed) {
    this.request = request;
    this.minRate = limits.minBodyRate();
    this.graceNanos = limits.bodyGrace().toNanos();
    this.done = done;
    this.failed = failed;
  }

  /** Reads what has come, then asks to be called when more comes. */
  @Override
  public void run() {
    while (true) {
      Content.Chunk chunk = request.read();
      if (chunk == null) {
        request.demand(this);
        return;
      }
      if (Content.Chunk.isFailure(chunk)) {
        Throwable cause = chunk.getFailure();
        failed.accept(cause instanceof IOException io ? io : new IOException(String.valueOf(cause), cause));
        return;
      }
      ByteBuffer buffer = chunk.getByteBuffer();
      int size = buffer.remaining();
      if (bytes.size() + size > PlaygroundServer.MAX_BODY) {
        chunk.release();
        failed.accept(PlaygroundServer.tooLarge(-1));
        return;
      }
      byte[] part = new byte[size];
      buffer.get(part);
      bytes.write(part, 0, size);
      boolean last = chunk.isLast();
      chunk.release();
      if (last) {
        done.accept(bytes.toString(StandardCharsets.UTF_8));
        return;
      }
      long elapsed = System.nanoTime() - start;
      if (elapsed > graceNanos && bytes.size() < minRate * elapsed / 1_000_000_000L) {
        failed.accept(new ApiException(408, "The request body came at " + bytes.size() * 1_000_000_000L / elapsed
            + " bytes a second, below the least this server waits for, " + minRate + " bytes a second"));
        return;
      }
    }
  }
}
