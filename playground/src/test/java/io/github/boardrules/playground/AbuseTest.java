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
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Slow and idle clients cannot starve the rest (issue 45): connections that send half a request,
 * or a request with a short body, and then nothing, hold no request thread for long and are closed
 * after the idle timeout, while other clients are answered at once. All on 127.0.0.1.
 */
@Timeout(60)
class AbuseTest {
  private static final int STALLED = 50;

  @TempDir
  Path dir;

  @Test
  void fiftyStalledConnectionsDoNotDelayAnotherRequest() throws Exception {
    try (PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, dir.resolve("abuse.mv.db"),
        Duration.ofMillis(50))) {
      ApiClient api = new ApiClient(server.url());
      String game = "api/games/" + api.post("api/games", Map.of("game", "nim")).json().get("id");
      List<Socket> stalled = new ArrayList<>();
      try {
        for (int i = 0; i < STALLED; i++) {
          // Half a request line from half of them; a whole request with a short body from the others.
          String text = i % 2 == 0 ? "GET /api/cat"
              : "POST /" + game + "/move HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                  + "Content-Length: 100\r\n\r\n{\"move\":";
          stalled.add(open(server.url(), text));
        }
        long start = System.nanoTime();
        ApiClient.Answer answer = api.get(game);
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertThat(answer.status()).isEqualTo(200);
        assertThat(millis).as("a GET while %d connections stall", STALLED).isLessThan(1_000);
        // The stalled move was never completed: the game is untouched.
        assertThat(answer.moves()).isEmpty();
      } finally {
        for (Socket socket : stalled) {
          socket.close();
        }
      }
    }
  }

  @Test
  void aStalledConnectionIsClosedAfterTheIdleTimeout() throws Exception {
    PlaygroundServer.Limits limits = new PlaygroundServer.Limits(Duration.ofMillis(500), 16, 16, 10);
    try (PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, dir.resolve("idle.mv.db"),
        Duration.ofMillis(50), limits)) {
      try (Socket halfLine = open(server.url(), "GET /api/cat");
          Socket shortBody = open(server.url(), "POST /api/games HTTP/1.1\r\nHost: x\r\nContent-Length: 50\r\n\r\n{")) {
        for (Socket socket : List.of(halfLine, shortBody)) {
          socket.setSoTimeout(10_000);
          long start = System.nanoTime();
          InputStream in = socket.getInputStream();
          // The server closes (end of stream, maybe after an error answer) well before our 10 s.
          byte[] rest = in.readAllBytes();
          long millis = (System.nanoTime() - start) / 1_000_000;
          assertThat(millis).as("closed after %s bytes", rest.length).isLessThan(5_000);
        }
      } catch (SocketTimeoutException e) {
        throw new AssertionError("the server kept a stalled connection open past 10 s", e);
      }
    }
  }

  @Test
  void connectionsPastTheLimitWaitAndAreServedWhenOthersClose() throws Exception {
    PlaygroundServer.Limits limits = new PlaygroundServer.Limits(Duration.ofSeconds(30), 4, 16, 10);
    try (PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, dir.resolve("limit.mv.db"),
        Duration.ofMillis(50), limits)) {
      List<Socket> held = new ArrayList<>();
      for (int i = 0; i < 4; i++) {
        held.add(open(server.url(), "GET /api/cat"));
      }
      Thread.sleep(200); // the connector sees all four before the fifth comes
      ApiClient api = new ApiClient(server.url());
      List<ApiClient.Answer> answers = new ArrayList<>();
      Thread fifth = new Thread(() -> answers.add(api.get("api/catalog")));
      fifth.start();
      fifth.join(1_000);
      assertThat(fifth.isAlive()).as("a fifth connection waits while four are held").isTrue();
      held.get(0).close();
      fifth.join(10_000);
      assertThat(answers).singleElement().extracting(ApiClient.Answer::status).isEqualTo(200);
      for (Socket socket : held) {
        socket.close();
      }
    }
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
