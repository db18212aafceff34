package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import org.eclipse.jetty.util.Callback;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Another site cannot change anything (issue 71): a POST that is not JSON (what an HTML form or a
 * {@code no-cors} fetch sends), a request of another origin or of another site, and a request for
 * another {@code Host} (DNS rebinding) are refused and change nothing, each checked on its own with
 * the game's own owner secret; a reverse proxy's public URL is served; wrong secrets from one address
 * are limited. And in a real browser, a page of another site that posts a form and {@code no-cors}
 * fetches at the playground changes nothing and makes no game.
 */
class CrossSiteTest {
  @RegisterExtension
  static final RunningPlayground PLAYGROUND = new RunningPlayground(Duration.ofMillis(50));

  @Test
  void aPostThatIsNotJsonChangesNothing() throws Exception {
    ApiClient owner = PLAYGROUND.api();
    String game = "api/games/" + owner.post("api/games", Map.of("game", "nim")).json().get("id");
    // A form of another site posts text/plain whose text is the JSON of a move; the owner's own secret goes with it.
    ApiClient.Answer form = owner.header("Content-Type", "text/plain").post(game + "/move", "{\"move\": \"a1-c1\"}");
    assertThat(form.status()).as(form.body()).isEqualTo(415);
    assertThat(form.error()).isEqualTo("A change needs Content-Type: application/json, not \"text/plain\" (a form"
        + " of another site cannot send it, so none can make changes here)");
    ApiClient.Answer urlencoded = owner.header("Content-Type", "application/x-www-form-urlencoded")
        .post(game + "/undo", "plies=1");
    assertThat(urlencoded.status()).isEqualTo(415);
    int before = ((Long) owner.get("api/games").json().get("total")).intValue();
    assertThat(owner.header("Content-Type", "text/plain").post("api/games", "{\"game\": \"nim\"}").status())
        .isEqualTo(415);
    assertThat(((Long) owner.get("api/games").json().get("total")).intValue()).isEqualTo(before);
    assertThat(owner.get(game).moves()).isEmpty();
    // JSON with a charset is JSON.
    assertThat(owner.header("Content-Type", "application/json; charset=utf-8").post(game + "/move",
        Map.of("move", "a1-c1")).status()).isEqualTo(200);
  }

  @Test
  void anotherOriginOrSiteChangesNothingAndTheOwnOriginDoes() throws Exception {
    ApiClient owner = PLAYGROUND.api();
    String game = "api/games/" + owner.post("api/games", Map.of("game", "nim")).json().get("id");
    int port = PLAYGROUND.server().port();
    // Raw requests: java.net's client will not send an Origin header of the caller's choosing.
    String foreign = raw(move(game, owner, "Origin: http://evil.example"));
    assertThat(foreign).startsWith("HTTP/1.1 403").contains("A change from another origin (http://evil.example) is"
        + " refused");
    // Another port of the same machine is another origin too.
    assertThat(raw(move(game, owner, "Origin: http://127.0.0.1:1"))).startsWith("HTTP/1.1 403");
    assertThat(raw(move(game, owner, "Origin: null"))).startsWith("HTTP/1.1 403");
    assertThat(raw(move(game, owner, "Sec-Fetch-Site: cross-site"))).startsWith("HTTP/1.1 403")
        .contains("A change from another site (Sec-Fetch-Site: cross-site) is refused");
    assertThat(owner.get(game).moves()).isEmpty();
    assertThat(raw(move(game, owner, "Origin: http://127.0.0.1:" + port + "\r\nSec-Fetch-Site: same-origin")))
        .startsWith("HTTP/1.1 200");
    assertThat(owner.get(game).moves()).hasSize(1);
  }

  /** A move a1-c1 from the owner, with one more header. */
  private static String move(String game, ApiClient owner, String header) {
    String body = "{\"move\": \"a1-c1\"}";
    return "POST /" + game + "/move HTTP/1.1\r\nHost: 127.0.0.1:" + PLAYGROUND.server().port()
        + "\r\nContent-Type: application/json\r\nX-Owner: " + owner.owner() + "\r\n" + header + "\r\nContent-Length: "
        + body.length() + "\r\nConnection: close\r\n\r\n" + body;
  }

  @Test
  void aForeignHostIsRefusedForEveryRequest() throws Exception {
    ApiClient owner = PLAYGROUND.api();
    String game = "api/games/" + owner.post("api/games", Map.of("game", "nim")).json().get("id");
    int port = PLAYGROUND.server().port();
    // A page of evil.example whose name now leads to 127.0.0.1 (DNS rebinding) sends Host: evil.example.
    String move = "{\"move\": \"a1-c1\"}";
    String post = raw("POST /" + game + "/move HTTP/1.1\r\nHost: evil.example:" + port + "\r\nContent-Type: application/json"
        + "\r\nX-Owner: " + owner.owner() + "\r\nContent-Length: " + move.length() + "\r\nConnection: close\r\n\r\n" + move);
    assertThat(post).startsWith("HTTP/1.1 421").contains("Host \\\"evil.example:" + port
        + "\\\" is not a name this playground serves");
    assertThat(raw("GET /" + game + " HTTP/1.1\r\nHost: evil.example:" + port + "\r\nConnection: close\r\n\r\n"))
        .startsWith("HTTP/1.1 421");
    assertThat(raw("GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n")).startsWith("HTTP/1.1 421");
    assertThat(owner.get(game).moves()).isEmpty();
    assertThat(raw("GET /" + game + " HTTP/1.1\r\nHost: localhost:" + port + "\r\nConnection: close\r\n\r\n"))
        .startsWith("HTTP/1.1 200");
  }

  @Test
  void aReverseProxysPublicUrlIsServed() throws Exception {
    try (PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, PLAYGROUND.dir().resolve("proxy.mv.db"),
        Duration.ofMillis(50), PlaygroundServer.Limits.DEFAULT, List.of(URI.create("https://games.example.org/")))) {
      assertThat(server.publicUrls()).containsExactly(URI.create("https://games.example.org/"));
      assertThat(rawTo(server, "GET /api/catalog HTTP/1.1\r\nHost: games.example.org\r\nConnection: close\r\n\r\n"))
          .startsWith("HTTP/1.1 200");
      String body = "{\"game\": \"nim\"}";
      assertThat(rawTo(server, "POST /api/games HTTP/1.1\r\nHost: games.example.org\r\nOrigin: https://games.example.org"
          + "\r\nContent-Type: application/json\r\nContent-Length: " + body.length() + "\r\nConnection: close\r\n\r\n" + body))
          .startsWith("HTTP/1.1 201");
      assertThat(rawTo(server, "POST /api/games HTTP/1.1\r\nHost: games.example.org\r\nOrigin: http://games.example.org"
          + "\r\nContent-Type: application/json\r\nContent-Length: " + body.length() + "\r\nConnection: close\r\n\r\n" + body))
          .as("the public URL's scheme is part of its origin").startsWith("HTTP/1.1 403");
    }
  }

  @Test
  void wrongSecretsFromOneAddressAreLimited() throws Exception {
    PlaygroundServer.Limits limits = PlaygroundServer.Limits.DEFAULT.withFailedSecrets(5, Duration.ofMillis(1_500));
    try (PlaygroundServer server = PlaygroundServer.start("127.0.0.1", 0, PLAYGROUND.dir().resolve("guess.mv.db"),
        Duration.ofMillis(50), limits)) {
      ApiClient creator = new ApiClient(server.url());
      Map<String, Object> made = creator.post("api/games", Map.of("game", "nim", "mode", "friend")).json();
      String game = "api/games/" + made.get("id");
      @SuppressWarnings("unchecked")
      String link = (String) ((Map<String, Object>) made.get("links")).get("seat");
      ApiClient seat = creator.seat(link.substring(link.indexOf("seat=") + "seat=".length()));
      ApiClient guesser = creator.stranger();
      for (int i = 0; i < 5; i++) {
        assertThat(guesser.seat(Secrets.random()).post(game + "/move", Map.of("move", "a1-c1")).status()).isEqualTo(403);
      }
      // Blocked: the right token too, from this address, until the window ends; requests without a secret pass.
      ApiClient.Answer blocked = seat.post(game + "/move", Map.of("move", "a1-c1"));
      assertThat(blocked.status()).isEqualTo(429);
      assertThat(blocked.error()).startsWith("Too many wrong secrets (seat tokens, owner secrets or invitations) from"
          + " 127.0.0.1: 5 in 1 s; try again in ");
      assertThat(guesser.withoutOwner().get(game).status()).isEqualTo(200);
      Thread.sleep(1_600);
      assertThat(seat.post(game + "/move", Map.of("move", "a1-c1")).status()).isEqualTo(200);
    }
  }

  @Test
  void aPageOfAnotherSiteChangesNothingInTheBrowser() throws Exception {
    ApiClient owner = PLAYGROUND.api();
    long id = (Long) owner.post("api/games", Map.of("game", "nim")).json().get("id");
    String target = "http://127.0.0.1:" + PLAYGROUND.server().port();
    // The browser is the owner's: a page it opens on another site would carry its cookies, had the
    // playground any; it has none, and its secret is in storage another origin cannot read.
    ChromeDriver browser = PLAYGROUND.browser("victim", 1000, 800);
    browser.get(target + "/?game=" + id);
    Chromium.waitIdle(browser);
    browser.executeScript("localStorage.setItem('boardrules-owner', arguments[0])", owner.owner());
    String evil = "<!DOCTYPE html><html lang=\"en\"><title>evil</title><body>"
        + "<iframe name=\"sink\" title=\"sink\"></iframe>"
        + "<form id=\"move\" method=\"POST\" enctype=\"text/plain\" target=\"sink\" action=\"" + target + "/api/games/" + id
        + "/move\"><input name='{\"move\": \"a1-c1\", \"x\": \"' value='\"}'></form>"
        + "<script>"
        + "const done = [];"
        + "fetch('" + target + "/api/games/" + id + "/move', {method: 'POST', mode: 'no-cors', body: '{\"move\": \"a1-c1\"}'})"
        + ".then(() => done.push('move'), () => done.push('move refused'));"
        + "fetch('" + target + "/api/games', {method: 'POST', mode: 'no-cors', headers: {'Content-Type': 'text/plain'},"
        + " body: '{\"game\": \"nim\"}'}).then(() => done.push('new'), () => done.push('new refused'));"
        + "document.getElementById('move').submit();"
        + "setTimeout(() => { document.body.dataset.done = done.length; }, 1500);"
        + "</script></body></html>";
    Server other = new Server();
    ServerConnector connector = new ServerConnector(other);
    connector.setHost("127.0.0.1");
    connector.setPort(0);
    other.addConnector(connector);
    other.setHandler(new Handler.Abstract() {
      @Override
      public boolean handle(Request request, Response response, Callback callback) {
        response.getHeaders().put("Content-Type", "text/html; charset=utf-8");
        response.write(true, ByteBuffer.wrap(evil.getBytes(StandardCharsets.UTF_8)), callback);
        return true;
      }
    });
    other.start();
    try {
      // localhost and 127.0.0.1 are different sites to the browser.
      browser.get("http://localhost:" + connector.getLocalPort() + "/evil.html");
      Chromium.waitFor(browser, Chromium.WAIT).until(driver ->
          "2".equals(driver.findElement(By.tagName("body")).getAttribute("data-done")));
    } finally {
      other.stop();
    }
    assertThat(owner.get("api/games/" + id).moves()).as("moves after the other site's page").isEmpty();
    // No game was made: the next one takes the number after the owner's.
    assertThat((Long) owner.post("api/games", Map.of("game", "nim")).json().get("id")).as("the next game's number")
        .isEqualTo(id + 1);
  }

  private static String raw(String request) throws IOException {
    return rawTo(PLAYGROUND.server(), request);
  }

  private static String rawTo(PlaygroundServer server, String request) throws IOException {
    try (Socket socket = new Socket()) {
      socket.connect(new InetSocketAddress(InetAddress.getByAddress(new byte[] {127, 0, 0, 1}), server.port()), 5_000);
      socket.setSoTimeout(10_000);
      OutputStream out = socket.getOutputStream();
      out.write(request.getBytes(StandardCharsets.UTF_8));
      out.flush();
      InputStream in = socket.getInputStream();
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
  }
}
