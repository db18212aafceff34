package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Slow and many clients cannot starve the rest (issues 45 and 71), all from 127.0.0.1: hundreds of
 * connections trickling a request's head a byte every 3 s, hundreds of open event streams, bodies
 * that trickle or stall; a fresh request is answered within a second through each, and the slow
 * ones are closed by the head and body times.
 */
@Timeout(60)
class AbuseTest {
  /** A fresh request through the abuse: answered within this. */
  private static final long FRESH_MILLIS = 1_000;

  @TempDir
  Path dir;

  @Test
  void threeHundredConnectionsTricklingAByteEvery3sDoNotDelayAFreshGet() throws Exception {
    // The defaults: at most 32 connections from one address; each trickler past them takes the
    // place of the oldest one.
    trickle(PlaygroundServer.Limits.DEFAULT, "one");
    // As if the tricklers came from many addresses: the bound of all connections (here 100) works the same way.
    trickle(PlaygroundServer.Limits.DEFAULT.withConnections(100, 1_000, 256, 32), "many");
  }

  private void trickle(PlaygroundServer.Limits limits, String name) throws Exception {
    try (PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, dir.resolve(name + ".mv.db"),
        Duration.ofMillis(50), limits)) {
      ApiClient api = new ApiClient(server.url());
      String game = "api/games/" + api.post("api/games", Map.of("game", "nim")).json().get("id");
      List<Socket> tricklers = new ArrayList<>();
      ScheduledExecutorService trickle = Executors.newSingleThreadScheduledExecutor();
      try {
        for (int i = 0; i < 300; i++) {
          tricklers.add(open(server.url(), "GET /api/catalog HTTP/1.1\r\nHost: " + host(server) + "\r\nX-Slow: "));
        }
        var unused = trickle.scheduleAtFixedRate(() -> { // stopped by shutdownNow below
          for (Socket socket : tricklers) {
            try {
              socket.getOutputStream().write('a');
            } catch (IOException closed) {
              // closed by the server: that one is done
            }
          }
        }, 0, 3, TimeUnit.SECONDS);
        Thread.sleep(500); // a byte has trickled on every connection still open
        assertThat(server.countedConnections()).as("connections the server keeps").isLessThanOrEqualTo(
            Math.min(limits.connectionsPerAddress(), limits.maxConnections()));
        long start = System.nanoTime();
        ApiClient.Answer answer = api.get(game);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(answer.status()).isEqualTo(200);
        assertThat(millis).as("a fresh GET while 300 connections trickle (%s)", name).isLessThan(FRESH_MILLIS);
      } finally {
        trickle.shutdownNow();
        trickle.awaitTermination(5, TimeUnit.SECONDS);
        for (Socket socket : tricklers) {
          socket.close();
        }
      }
    }
  }

  @Test
  void aHeadTrickledForLongerThanTheHeadTimeIsClosed() throws Exception {
    PlaygroundServer.Limits limits = PlaygroundServer.Limits.DEFAULT.withTimes(Duration.ofSeconds(30),
        Duration.ofMillis(800), Duration.ofMillis(800));
    try (PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, dir.resolve("head.mv.db"),
        Duration.ofMillis(50), limits);
        Socket slow = open(server.url(), "GET /api/catalog HTTP/1.1\r\nHost: " + host(server) + "\r\nX-Slow: ")) {
      slow.setSoTimeout(200);
      long start = System.nanoTime();
      // A byte every 200 ms keeps Jetty's idle timeout (30 s here) from ever firing; the head time closes it.
      boolean closed = false;
      while (!closed && System.nanoTime() - start < 10_000_000_000L) {
        try {
          slow.getOutputStream().write('a');
          closed = slow.getInputStream().read() < 0;
        } catch (SocketTimeoutException stillOpen) {
          // nothing to read yet
        } catch (IOException reset) {
          closed = true;
        }
      }
      long millis = (System.nanoTime() - start) / 1_000_000;
      assertThat(closed).as("closed within 10 s").isTrue();
      assertThat(millis).as("closed after the head time of 800 ms").isBetween(700L, 3_000L);
    }
  }

  @Test
  void twoHundredSixtyOpenEventStreamsDoNotDelayAFreshGet() throws Exception {
    // Room for 300 streams from one address: all 260 are open at once.
    PlaygroundServer.Limits limits = PlaygroundServer.Limits.DEFAULT.withConnections(64, 16, 300, 300);
    try (PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, dir.resolve("streams.mv.db"),
        Duration.ofMillis(50), limits)) {
      ApiClient api = new ApiClient(server.url());
      String game = "api/games/" + api.post("api/games", Map.of("game", "nim")).json().get("id");
      List<Socket> streams = new ArrayList<>();
      try {
        for (int i = 0; i < 260; i++) {
          Socket socket = open(server.url(), "GET /" + game + "/events HTTP/1.1\r\nHost: " + host(server) + "\r\n\r\n");
          streams.add(socket);
          assertThat(readUntil(socket, "event: update")).startsWith("HTTP/1.1 200");
        }
        assertThat(server.openEventStreams()).isEqualTo(260);
        assertThat(server.countedConnections()).as("streams are counted apart").isLessThan(16);
        long start = System.nanoTime();
        ApiClient.Answer answer = api.get(game);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(answer.status()).isEqualTo(200);
        assertThat(millis).as("a fresh GET while 260 event streams are open").isLessThan(FRESH_MILLIS);
        // A move reaches the streams, and the server answers it at once too.
        assertThat(api.post(game + "/move", Map.of("move", "a1-c1")).status()).isEqualTo(200);
        assertThat(readUntil(streams.get(259), "\"ply\": 1")).contains("\"ply\": 1");
      } finally {
        for (Socket socket : streams) {
          socket.close();
        }
      }
    }
  }

  @Test
  void eventStreamsPastTheBoundOfAnAddressAreRefusedAndAFreshGetStillPasses() throws Exception {
    try (PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, dir.resolve("bound.mv.db"),
        Duration.ofMillis(50))) {
      ApiClient api = new ApiClient(server.url());
      String game = "api/games/" + api.post("api/games", Map.of("game", "nim")).json().get("id");
      int bound = server.limits().streamsPerAddress();
      List<Socket> streams = new ArrayList<>();
      try {
        int refused = 0;
        for (int i = 0; i < 260; i++) {
          Socket socket = open(server.url(), "GET /" + game + "/events HTTP/1.1\r\nHost: " + host(server) + "\r\n\r\n");
          streams.add(socket);
          String head = readUntil(socket, i < bound ? "event: update" : "\r\n\r\n");
          if (head.startsWith("HTTP/1.1 429")) {
            refused++;
          } else {
            assertThat(head).startsWith("HTTP/1.1 200");
          }
        }
        assertThat(refused).isEqualTo(260 - bound);
        assertThat(server.openEventStreams()).isEqualTo(bound);
        long start = System.nanoTime();
        assertThat(api.get(game).status()).isEqualTo(200);
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(FRESH_MILLIS);
      } finally {
        for (Socket socket : streams) {
          socket.close();
        }
      }
    }
  }

  @Test
  void anEventStreamWhoseReaderGoesAwayEndsAtOnce() throws Exception {
    try (PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, dir.resolve("gone.mv.db"),
        Duration.ofMillis(50))) {
      ApiClient api = new ApiClient(server.url());
      String game = "api/games/" + api.post("api/games", Map.of("game", "nim")).json().get("id");
      try (Socket socket = open(server.url(), "GET /" + game + "/events HTTP/1.1\r\nHost: " + host(server)
          + "\r\n\r\n")) {
        assertThat(readUntil(socket, "event: update")).startsWith("HTTP/1.1 200");
        assertThat(server.openEventStreams()).isEqualTo(1);
      }
      // Well before the next keep-alive (15 s) would find the connection closed.
      long deadline = System.nanoTime() + 2_000_000_000L;
      while (server.openEventStreams() > 0 && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
      assertThat(server.openEventStreams()).as("streams open 2 s after their reader left").isZero();
    }
  }

  @Test
  void tricklingBodiesHoldNoThreadAndAreRefusedBelowTheMinimumRate() throws Exception {
    // 16 threads and 40 bodies trickling: were a body's read to hold a thread, nothing would be answered.
    PlaygroundServer.Limits limits = PlaygroundServer.Limits.DEFAULT.withThreadsAndGames(16, 10)
        .withConnections(512, 100, 256, 32).withBodyRate(100, Duration.ofMillis(1_500));
    try (PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, dir.resolve("bodies.mv.db"),
        Duration.ofMillis(50), limits)) {
      ApiClient api = new ApiClient(server.url());
      String game = "api/games/" + api.post("api/games", Map.of("game", "nim")).json().get("id");
      List<Socket> bodies = new ArrayList<>();
      try {
        for (int i = 0; i < 40; i++) {
          bodies.add(open(server.url(), "POST /" + game + "/move HTTP/1.1\r\nHost: " + host(server)
              + "\r\nContent-Type: application/json\r\nX-Owner: " + api.owner() + "\r\nContent-Length: 1000\r\n\r\n{"));
        }
        Thread.sleep(300);
        long start = System.nanoTime();
        ApiClient.Answer answer = api.get(game);
        assertThat(answer.status()).isEqualTo(200);
        assertThat((System.nanoTime() - start) / 1_000_000).as("a GET while 40 bodies trickle").isLessThan(FRESH_MILLIS);
        // Past the grace of 1.5 s a body that has come at less than 100 bytes a second is refused.
        Socket slow = bodies.get(0);
        slow.setSoTimeout(5_000);
        Thread.sleep(1_600);
        slow.getOutputStream().write(' ');
        assertThat(readUntil(slow, "\r\n\r\n")).startsWith("HTTP/1.1 408").containsIgnoringCase("Connection: close");
        assertThat(api.get(game).moves()).isEmpty();
      } finally {
        for (Socket socket : bodies) {
          socket.close();
        }
      }
    }
  }

  @Test
  void aStalledBodyIsClosedAfterTheBodyTime() throws Exception {
    PlaygroundServer.Limits limits = PlaygroundServer.Limits.DEFAULT.withTimes(Duration.ofSeconds(30),
        Duration.ofSeconds(30), Duration.ofMillis(700));
    try (PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, dir.resolve("stalled.mv.db"),
        Duration.ofMillis(50), limits);
        Socket stalled = open(server.url(), "POST /api/games HTTP/1.1\r\nHost: " + host(server)
            + "\r\nContent-Type: application/json\r\nContent-Length: 50\r\n\r\n{")) {
      stalled.setSoTimeout(10_000);
      long start = System.nanoTime();
      stalled.getInputStream().readAllBytes(); // the end of the stream: closed by the server
      long millis = (System.nanoTime() - start) / 1_000_000;
      assertThat(millis).as("closed after the body time of 700 ms").isBetween(500L, 5_000L);
    } catch (SocketTimeoutException e) {
      throw new AssertionError("the server kept a stalled body open past 10 s", e);
    }
  }

  @Test
  void pastTheBoundOfAnAddressANewConnectionTakesThePlaceOfTheOldestStalledOne() throws Exception {
    PlaygroundServer.Limits limits = PlaygroundServer.Limits.DEFAULT.withConnections(512, 4, 256, 4);
    try (PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, dir.resolve("limit.mv.db"),
        Duration.ofMillis(50), limits)) {
      List<Socket> held = new ArrayList<>();
      try {
        for (int i = 0; i < 4; i++) {
          held.add(open(server.url(), "GET /api/cat"));
          Thread.sleep(20); // in order, so that the first is the oldest
        }
        Thread.sleep(100);
        ApiClient api = new ApiClient(server.url());
        long start = System.nanoTime();
        assertThat(api.get("api/catalog").status()).isEqualTo(200);
        assertThat((System.nanoTime() - start) / 1_000_000).isLessThan(FRESH_MILLIS);
        Socket oldest = held.get(0);
        oldest.setSoTimeout(5_000);
        assertThat(oldest.getInputStream().read()).as("the oldest stalled connection is closed").isEqualTo(-1);
        Socket newest = held.get(3);
        newest.setSoTimeout(300);
        try {
          int read = newest.getInputStream().read();
          throw new AssertionError("the newest stalled connection was closed too (read " + read + ")");
        } catch (SocketTimeoutException stillOpen) {
          // kept: only one place was needed
        }
      } finally {
        for (Socket socket : held) {
          socket.close();
        }
      }
    }
  }

  private static String host(PlaygroundServer server) {
    return "127.0.0.1:" + server.port();
  }

  /** Reads from the socket until the text has come; returns all read. */
  private static String readUntil(Socket socket, String text) throws IOException {
    socket.setSoTimeout(5_000);
    InputStream in = socket.getInputStream();
    StringBuilder read = new StringBuilder();
    while (read.indexOf(text) < 0) {
      int b = in.read();
      if (b < 0) {
        break;
      }
      read.append((char) b);
    }
    return read.toString();
  }

  private static Socket open(URI url, String text) throws IOException {
    Socket socket = new Socket();
    socket.connect(new InetSocketAddress(url.getHost(), url.getPort()), 5_000);
    OutputStream out = socket.getOutputStream();
    out.write(text.getBytes(StandardCharsets.US_ASCII));
    out.flush();
    return socket;
  }
}
