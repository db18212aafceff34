package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import com.deque.html.axecore.results.CheckedNode;
import com.deque.html.axecore.results.Results;
import com.deque.html.axecore.results.Rule;
import com.deque.html.axecore.selenium.AxeBuilder;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameSession;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.chrome.ChromeDriver;

/**
 * Deque's axe-core rules (WCAG 2.1 A and AA and axe's best practices) run in the page through
 * Selenium: no serious or critical finding on the start page or on a game page, at a desktop's
 * size and at a phone's (390 by 844 CSS pixels).
 *
 * <p>One browser a size serves the pages of that size: before each page the site's storage and the
 * browser's cache are cleared, so that each page is as a new visitor sees it (a browser start is
 * seconds of CPU; the checks are the same).
 */
class AccessibilityTest {
  private static final Set<String> BLOCKING = Set.of("serious", "critical");

  @RegisterExtension
  static final RunningPlayground PLAYGROUND = new RunningPlayground(Duration.ofMillis(200));
  /** The browsers by their size, each started at its first page; they quit with the server. */
  private static final Map<String, ChromeDriver> BROWSERS = new HashMap<>();

  @ParameterizedTest(name = "{0} at {1}x{2}")
  @CsvSource({
      "start page, 1400, 950", "start page, 390, 844",
      "zertz game, 1400, 950", "zertz game, 390, 844",
      "pikkpakk game, 1400, 950", "pikkpakk game, 390, 844"})
  void noSeriousOrCriticalFinding(String page, int width, int height) throws Exception {
    String address = PLAYGROUND.server().url().toString();
    if (!page.equals("start page")) {
      String game = page.substring(0, page.indexOf(' '));
      Object id = PLAYGROUND.api().post("api/games", Map.of("game", game)).json().get("id");
      // A move, so that the picture marks a last move and the log has an entry.
      String first = firstLegalMove(PLAYGROUND.api().get("api/games/" + id + "/record").body());
      PLAYGROUND.api().post("api/games/" + id + "/move", Map.of("move", first));
      address += "?game=" + id;
    }
    ChromeDriver browser = browser(width, height);
    String origin = "http://127.0.0.1:" + PLAYGROUND.server().port();
    browser.get("about:blank");
    browser.executeCdpCommand("Storage.clearDataForOrigin", Map.of("origin", origin, "storageTypes", "all"));
    browser.executeCdpCommand("Network.clearBrowserCache", Map.of());
    browser.get(address);
    Chromium.waitIdle(browser);
    Results results = new AxeBuilder()
        .withTags(List.of("wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"))
        .analyze(browser);
    assertThat(results.isErrored()).as("axe ran: " + results.getErrorMessage()).isFalse();
    assertThat(results.getPasses()).as("axe checked the page").isNotEmpty();
    List<String> blocking = new ArrayList<>();
    for (Rule rule : results.getViolations()) {
      if (BLOCKING.contains(rule.getImpact())) {
        for (CheckedNode node : rule.getNodes()) {
          blocking.add(rule.getImpact() + " " + rule.getId() + " (" + rule.getHelp() + "): " + node.getTarget()
              + " " + node.getHtml());
        }
      }
    }
    assertThat(blocking).as(page + " at " + width + "x" + height).isEmpty();
  }

  /** The browser of this size, started at its first page. */
  private static ChromeDriver browser(int width, int height) throws IOException {
    String size = width + "x" + height;
    ChromeDriver browser = BROWSERS.get(size);
    if (browser == null) {
      browser = PLAYGROUND.browser(size, width, height);
      BROWSERS.put(size, browser);
    }
    return browser;
  }

  /** The first of the library's legal moves at the start of a stored game. */
  private static String firstLegalMove(String record) {
    return firstLegalMove(GameSession.fromRecord(GameCatalog.load().gameOfRecord(record), record));
  }

  private static <S, M> String firstLegalMove(GameSession<S, M> session) {
    return session.game().notation().format(session.legalMoves().get(0));
  }
}
