package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameSession;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The page in a real browser (headless Chromium from the Debian packages {@code chromium} and
 * {@code chromium-driver}, which {@code .ci/run} installs when missing), driven by Selenium: a
 * whole NIM game against the bot, a ZÈRTZ game to its first capture and a Pylos game to its first
 * raise, every move made by clicking the picture's points; a refused click's reason is shown as the
 * library states it; an undo; and the screenshot used in the README ({@code
 * target/screenshots/playground.png}). The moves are chosen with the library (a session of the
 * test's own, read from the game's record), the clicks are the library's click sequences.
 */
class BrowserTest {
  private static final Duration WAIT = Duration.ofSeconds(30);

  @TempDir
  static Path dir;
  private static PlaygroundServer server;
  private static ApiClient api;
  private static ChromeDriver browser;

  @BeforeAll
  static void start() throws Exception {
    server = PlaygroundServer.start("127.0.0.1", 0, dir.resolve("browser.mv.db"), Duration.ofMillis(200));
    api = new ApiClient(server.url());
    ChromeOptions options = new ChromeOptions();
    options.setBinary("/usr/bin/chromium");
    options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=1400,950",
        "--hide-scrollbars");
    // Chromium leaves its singleton-socket directory behind when the driver stops it; with TMPDIR
    // in the test's own directory that goes with it instead of piling up in /tmp.
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(new File("/usr/bin/chromedriver"))
            .withEnvironment(Map.of("TMPDIR", dir.toString()))
            .build();
    browser = new ChromeDriver(service, options);
  }

  @AfterAll
  static void stop() throws Exception {
    try {
      if (browser != null) {
        browser.quit();
      }
    } finally {
      if (server != null) {
        server.close();
      }
    }
  }

  @Test
  void aWholeNimGameAgainstTheBotWithARefusedClickAndAnUndo() {
    long id = newGame("nim", true);
    assertThat(text("mode-line")).contains("against the bot (level 1");
    ConfiguredGame<?, ?> nim = GameCatalog.load().game("nim");

    // A refused click: the reason is the library's, and the clicks start again.
    click("a1");
    click("c1");
    String expected = refusal(nim, List.of("a1", "c1"));
    assertThat(text("message")).isEqualTo(expected);
    assertThat(api.get("api/games/" + id).moves()).isEmpty();

    SplittableRandom random = new SplittableRandom(27);
    int undone = 0;
    while (true) {
      GameSession<?, ?> local = localSession(id);
      if (local.status().isOver()) {
        assertThat(text("status")).isEqualTo("Game over: " + local.status().description() + " ("
            + local.game().sideName(local.status().winner().orElseThrow()) + " wins)");
        assertThat(browser.findElements(By.cssSelector("#log li[data-ply]:not(#log-start)")))
            .hasSize(local.ply());
        assertThat(savedGameText(id)).isEqualTo("#" + id + " · over · nim");
        break;
      }
      if (local.ply() == 4 && undone == 0) {
        // The player's move and the bot's answer are taken back together.
        browser.findElement(By.id("undo")).click();
        waitIdle();
        undone++;
        assertThat(api.get("api/games/" + id).moves()).hasSize(2);
        assertThat(browser.findElements(By.cssSelector("#log li.future"))).hasSize(2);
        // Time travel to the bot's turn: the bot waits, so the moves to redo are kept and replay.
        browser.findElement(By.cssSelector("#log li[data-ply='1']")).click();
        waitIdle();
        assertThat(api.get("api/games/" + id).moves()).hasSize(1);
        assertThat(browser.findElements(By.cssSelector("#log li.future"))).hasSize(3);
        assertThat(text("status")).contains("Redo replays the game");
        browser.findElement(By.id("redo")).click();
        waitIdle();
        assertThat(api.get("api/games/" + id).moves()).hasSize(2);
        assertThat(browser.findElements(By.cssSelector("#log li.future"))).hasSize(2);
        continue;
      }
      playByClicks(local, random, Preference.ANY);
    }
  }

  @Test
  void aZertzGameByClicksToItsFirstCapture() throws Exception {
    long id = newGame("zertz", false);
    SplittableRandom random = new SplittableRandom(7);
    for (int ply = 0; ply < 60; ply++) {
      GameSession<?, ?> local = localSession(id);
      if (local.moveTexts().stream().anyMatch(m -> m.startsWith("x"))) {
        // The screenshot of the README: a ZÈRTZ game just after a capture, its targets shown.
        assertThat(text("log")).containsPattern("\\d+\\. x");
        Path shot = Path.of("target", "screenshots", "playground.png");
        Files.createDirectories(shot.getParent());
        Files.copy(browser.getScreenshotAs(OutputType.FILE).toPath(), shot, StandardCopyOption.REPLACE_EXISTING);
        assertThat(Files.size(shot)).isGreaterThan(10_000);
        return;
      }
      // Hasten the capture: a move after which the opponent must capture, when one is found.
      playByClicks(local, random, Preference.GIVES_A_CAPTURE);
    }
    throw new AssertionError("no capture in 60 plies");
  }

  @Test
  void aPylosGameByClicksToItsFirstRaise() {
    long id = newGame("pylos", false);
    SplittableRandom random = new SplittableRandom(11);
    for (int ply = 0; ply < 80; ply++) {
      GameSession<?, ?> local = localSession(id);
      if (local.moveTexts().stream().anyMatch(m -> m.contains("-"))) {
        assertThat(text("log")).containsPattern("\\d+\\. [a-d][1-4]-");
        // An undo in hot-seat takes back one move.
        int before = local.ply();
        browser.findElement(By.id("undo")).click();
        waitIdle();
        assertThat(api.get("api/games/" + id).moves()).hasSize(before - 1);
        // The Games list follows the game shown, its count first (a long game text is cut off).
        assertThat(savedGameText(id)).isEqualTo("#" + id + " · " + (before - 1) + " moves · pylos");
        return;
      }
      playByClicks(local, random, Preference.A_RAISE);
    }
    throw new AssertionError("no raise in 80 plies");
  }

  @Test
  void aGameOpenedFromTheAddressSetsTheNewGameFormToItsConfiguration() {
    long id = Long.parseLong(String.valueOf(api.post("api/games", Map.of("game", "zertz(board=48)")).json().get("id")));
    browser.get("about:blank");   // a new load: the same page with another hash would not reload
    browser.get(server.url() + "#game=" + id);
    waitIdle();
    assertThat(text("title")).startsWith("#" + id + " ");
    assertThat(new Select(browser.findElement(By.id("game-select"))).getFirstSelectedOption().getAttribute("value"))
        .isEqualTo("zertz");
    assertThat(browser.findElement(By.cssSelector("#options [data-option='board']")).getAttribute("value"))
        .isEqualTo("48");
    assertThat(text("config-text")).isEqualTo("zertz(board=48)");
  }

  /** The line of the page's Games list for a game. */
  private static String savedGameText(long id) {
    return browser.findElement(By.cssSelector("#saved-games option[value='" + id + "']")).getText();
  }

  private static <S, M> String refusal(ConfiguredGame<S, M> game, List<String> clicks) {
    return game.moveInput(game.rules().initialState()).after(clicks).reason().orElseThrow();
  }

  /** Starts a game from the page's form, hot-seat or against the level-1 bot playing SECOND. */
  private static long newGame(String name, boolean againstBot) {
    browser.get(server.url().toString());
    waitIdle();
    new Select(browser.findElement(By.id("game-select"))).selectByValue(name);
    waitIdle();
    if (againstBot) {
      browser.findElement(By.id("mode-bot")).click();
      new Select(browser.findElement(By.id("bot-level"))).selectByValue("1");
      new Select(browser.findElement(By.id("bot-side"))).selectByValue("SECOND");
    }
    browser.findElement(By.id("start")).click();
    waitIdle();
    String id = browser.findElement(By.tagName("body")).getAttribute("data-game");
    assertThat(id).isNotNull();
    assertThat(text("title")).startsWith("#" + id + " ");
    return Long.parseLong(id);
  }

  /** The game as the server has it, replayed by the library from its record. */
  private static GameSession<?, ?> localSession(long id) {
    String record = api.get("api/games/" + id + "/record").body();
    return GameSession.fromRecord(GameCatalog.load().gameOfRecord(record), record);
  }

  /** Which moves the games hasten to. */
  private enum Preference {
    ANY,
    /** ZÈRTZ: a move after which the opponent must capture. */
    GIVES_A_CAPTURE,
    /** Pylos: a raise, written from-to. */
    A_RAISE
  }

  private static <S, M> boolean prefers(GameSession<S, M> local, M move, Preference preference) {
    return switch (preference) {
      case ANY -> true;
      case GIVES_A_CAPTURE -> givesACapture(local, move);
      case A_RAISE -> local.game().notation().format(move).contains("-");
    };
  }

  /** Clicks a legal move's points: one the preference likes when there is one, else any. */
  @SuppressWarnings("unchecked")
  private static <S, M> void playByClicks(GameSession<S, M> local, SplittableRandom random, Preference preference) {
    List<M> legal = local.legalMoves();
    M move = null;
    int start = random.nextInt(legal.size());
    for (int i = 0; i < Math.min(legal.size(), 300); i++) {
      M candidate = legal.get((start + i) % legal.size());
      if (prefers(local, candidate, preference)) {
        move = candidate;
        break;
      }
    }
    if (move == null) {
      move = legal.get(start);
    }
    int plyBefore = local.ply();
    List<String> clicks = local.moveInput().clicks(move);
    for (int i = 0; i < clicks.size(); i++) {
      click(clicks.get(i));
      if (i < clicks.size() - 1) {
        assertThat(text("message")).isEmpty();
        assertThat(text("clicked")).startsWith("clicked: " + String.join(", ", clicks.subList(0, i + 1)));
        for (String clicked : clicks.subList(0, i + 1)) {
          assertThat(browser.findElements(By.cssSelector("#board .clicked[data-point=\"" + clicked + "\"]")))
              .as("clicked point " + clicked + " marked in the picture").isNotEmpty();
        }
      }
    }
    String played = local.game().notation().format(move);
    Map<String, Object> view = api.get("api/games/" + browser.findElement(By.tagName("body"))
        .getAttribute("data-game")).json();
    List<Map<String, Object>> moves = (List<Map<String, Object>>) view.get("moves");
    assertThat(moves.size()).isGreaterThan(plyBefore);
    assertThat(moves.get(plyBefore).get("move")).isEqualTo(played);
  }

  private static <S, M> boolean givesACapture(GameSession<S, M> local, M move) {
    S next = local.game().rules().play(local.state(), move);
    for (M answer : local.game().rules().legalMoves(next)) {
      return local.game().notation().format(answer).startsWith("x"); // captures are compulsory: all or none
    }
    return false;
  }

  /** Clicks a point of the picture with the mouse (the topmost element of that name). */
  private static void click(String point) {
    List<WebElement> elements = browser.findElements(By.cssSelector("#board [data-point=\"" + point + "\"]"));
    assertThat(elements).as("point " + point + " in the picture").isNotEmpty();
    new Actions(browser).moveToElement(elements.get(elements.size() - 1)).click().perform();
    waitIdle();
  }

  private static void waitIdle() {
    new WebDriverWait(browser, WAIT).until(driver -> "true".equals(
        driver.findElement(By.tagName("body")).getAttribute("data-idle")));
  }

  private static String text(String id) {
    return browser.findElement(By.id(id)).getText();
  }
}
