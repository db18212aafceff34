package io.github.boardrules.playground;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * A playground server on 127.0.0.1 for the tests of one class, on a database in a directory of
 * its own, and the browsers those tests open; after the class's last test the browsers quit, the
 * server closes and the directory is deleted, also when a test failed.
 *
 * <pre>{@code
 * @RegisterExtension
 * static final RunningPlayground PLAYGROUND = new RunningPlayground(Duration.ofMillis(200));
 *
 * PLAYGROUND.api().post("api/games", Map.of("game", "nim"));
 * ChromeDriver browser = PLAYGROUND.browser("desktop", 1400, 950);
 * }</pre>
 */
final class RunningPlayground implements BeforeAllCallback, AfterAllCallback {
  private final Duration botTime;
  private final List<ChromeDriver> browsers = new ArrayList<>();
  private Path dir = Path.of("");
  private PlaygroundServer server;
  private ApiClient api;

  /**
   * A server whose bot thinks {@code botTime} a move (short, so that tests are quick).
   *
   * @param botTime the bot's time a move
   */
  RunningPlayground(Duration botTime) {
    this.botTime = botTime;
  }

  @Override
  public void beforeAll(ExtensionContext context) throws Exception {
    // A short name: Chromium keeps a Unix socket under it, and a socket's path has at most 107 bytes.
    dir = Files.createTempDirectory("playground");
    server = PlaygroundServer.start("127.0.0.1", 0, dir.resolve("games.mv.db"), botTime);
    api = new ApiClient(server.url());
  }

  @Override
  public void afterAll(ExtensionContext context) throws Exception {
    try {
      for (ChromeDriver browser : browsers) {
        browser.quit();
      }
    } finally {
      browsers.clear();
      if (server != null) {
        server.close();
      }
      deleteDirectory();
    }
  }

  /** The running server. */
  PlaygroundServer server() {
    return server;
  }

  /** A client of the server's API. */
  ApiClient api() {
    return api;
  }

  /** The directory of the server's database, for the test's own files too. */
  Path dir() {
    return dir;
  }

  /**
   * Starts a headless Chromium ({@link Chromium#start}) that quits with the server.
   *
   * @param name a name for its directory of temporary files
   * @param width the page's width in CSS pixels
   * @param height the page's height
   * @return the browser
   */
  ChromeDriver browser(String name, int width, int height) throws IOException {
    ChromeDriver browser = Chromium.start(dir.resolve(name), width, height);
    browsers.add(browser);
    return browser;
  }

  private void deleteDirectory() throws IOException {
    if (!Files.exists(dir)) {
      return;
    }
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path file : files.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(file);
      }
    } catch (UncheckedIOException e) {
      throw e.getCause();
    }
  }
}
