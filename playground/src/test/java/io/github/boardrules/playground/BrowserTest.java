package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.github.boardrules.core.IllegalMoveException;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameSession;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.Keys;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

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
  @RegisterExtension
  static final RunningPlayground PLAYGROUND = new RunningPlayground(Duration.ofMillis(200));
  private static ChromeDriver browser;

  @BeforeAll
  static void openBrowser() throws IOException {
    browser = PLAYGROUND.browser("desktop", 1400, 950);
    browser.get(PLAYGROUND.server().url().toString());
    Chromium.waitIdle(browser);
    // The API client and this browser are one owner: the test may play the page's games through the API.
    browser.executeScript("localStorage.setItem('boardrules-owner', arguments[0])", PLAYGROUND.api().owner());
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
    assertThat(PLAYGROUND.api().get("api/games/" + id).moves()).isEmpty();

    SplittableRandom random = new SplittableRandom(27);
    int undone = 0;
    while (true) {
      GameSession<?, ?> local = localSession(id);
      if (local.status().isOver()) {
        // One sentence, the winner named once up front: NIM says "FIRST took the last ball and wins".
        String winner = local.game().sideName(local.status().winner().orElseThrow());
        assertThat(text("status")).isEqualTo("Game over");
        assertThat(text("result-text")).startsWith(winner + " wins: ").doesNotContain("(")
            .satisfies(result -> assertThat(result.split("wins", -1)).hasSize(2));
        assertThat(browser.findElements(By.cssSelector("#log li[data-ply]:not(#log-start)")))
            .hasSize(local.ply());
        assertThat(savedGameText(id)).isEqualTo("#" + id + " · over · nim");
        // Play again: the same game against the same bot, from its start.
        browser.findElement(By.id("play-again")).click();
        waitIdle();
        long again = Long.parseLong(browser.findElement(By.tagName("body")).getAttribute("data-game"));
        assertThat(again).isNotEqualTo(id);
        Map<String, Object> next = PLAYGROUND.api().get("api/games/" + again).json();
        assertThat(next.get("game")).isEqualTo("nim");
        assertThat(String.valueOf(next.get("bot"))).contains("level=1").contains("side=SECOND");
        assertThat(browser.findElement(By.id("result")).isDisplayed()).isFalse();
        break;
      }
      if (local.ply() == 4 && undone == 0) {
        // The player's move and the bot's answer are taken back together.
        browser.findElement(By.id("undo")).click();
        waitIdle();
        undone++;
        assertThat(PLAYGROUND.api().get("api/games/" + id).moves()).hasSize(2);
        assertThat(browser.findElements(By.cssSelector("#log li.future"))).hasSize(2);
        assertThat(text("viewing-text")).startsWith("Viewing move 2 of 4");
        // Time travel to the bot's turn: the bot waits, so the moves to redo are kept and replay.
        browser.findElement(By.cssSelector("#log li[data-ply='1']")).click();
        waitIdle();
        assertThat(PLAYGROUND.api().get("api/games/" + id).moves()).hasSize(1);
        assertThat(browser.findElements(By.cssSelector("#log li.future"))).hasSize(3);
        assertThat(text("status")).contains("Redo replays the game");
        assertThat(text("viewing-text")).startsWith("Viewing move 1 of 4");
        browser.findElement(By.id("redo")).click();
        waitIdle();
        assertThat(PLAYGROUND.api().get("api/games/" + id).moves()).hasSize(2);
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
        Chromium.screenshot(browser, "playground.png");
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
        assertThat(PLAYGROUND.api().get("api/games/" + id).moves()).hasSize(before - 1);
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
    long id = Long.parseLong(String.valueOf(PLAYGROUND.api().post("api/games", Map.of("game", "zertz(board=48)")).json().get("id")));
    browser.get("about:blank");   // a new load: the same page with another hash would not reload
    browser.get(PLAYGROUND.server().url() + "#game=" + id);
    waitIdle();
    assertThat(text("title")).startsWith("#" + id + " ");
    assertThat(new Select(browser.findElement(By.id("game-select"))).getFirstSelectedOption().getAttribute("value"))
        .isEqualTo("zertz");
    assertThat(browser.findElement(By.cssSelector("#options [data-option='board']")).getAttribute("value"))
        .isEqualTo("48");
    assertThat(text("config-text")).isEqualTo("zertz(board=48)");
  }

  @Test
  void aTypedMoveTheRulesRefuseNamesTheMoveOnce() {
    long id = newGame("nim", false);
    browser.findElement(By.id("move-text")).sendKeys("a1");
    browser.findElement(By.id("send-move")).click();
    waitIdle();
    // a1 is empty now: the rules' message names it, so the page's line does not name it again.
    browser.findElement(By.id("move-text")).sendKeys("a1");
    browser.findElement(By.id("send-move")).click();
    waitIdle();
    GameSession<?, ?> local = localSession(id);
    IllegalMoveException refusal = catchThrowableOfType(IllegalMoveException.class, () -> local.play("a1"));
    assertThat(refusal.legality().message()).startsWith("a1 ");
    assertThat(refusal.getMessage()).isEqualTo("Illegal move: " + refusal.legality().message());
    assertThat(text("message")).isEqualTo(refusal.getMessage());
  }

  @Test
  void aPuzzleNamesNoSide() {
    long id = newGame("intarsia", false);
    assertThat(text("mode-line")).endsWith("· puzzle");
    assertThat(text("status")).isEqualTo("Your move (0 moves so far)");
    assertThat(text("status")).doesNotContain("FIRST");
    assertThat(PLAYGROUND.api().get("api/games/" + id).json().get("sides")).isEqualTo(List.of());
    assertThat(browser.findElement(By.id("bot-move")).isEnabled()).isFalse();
  }

  @Test
  void aRefusedUploadIsShownBesideTheUploadFormAndThePickerTakesEveryRecordKind() throws Exception {
    newGame("nim", false);
    Path record = PLAYGROUND.dir().resolve("not-a-record.txt");
    Files.writeString(record, "this is no game record\n");
    browser.findElement(By.id("upload")).sendKeys(record.toString());
    Chromium.waitFor(browser, Chromium.WAIT).until(driver -> !text("upload-error").isEmpty());
    assertThat(text("upload-error")).startsWith("The record not-a-record.txt was refused: ")
        .contains("no [Game \"...\"] tag");
    assertThat(text("message")).isEmpty();
    // The library's records (.txt, LittleGolem TZAAR .txt) and boardspace.net's ZÈRTZ .sgf.
    assertThat(browser.findElement(By.id("upload")).getAttribute("accept")).contains(".txt").contains(".sgf");
  }

  @Test
  void anUploadShowsItsPlayersDateAndResultInWordsAndSetsTheForm() throws Exception {
    newGame("nim", false);
    Path record = PLAYGROUND.dir().resolve("littlegolem-tzaar.txt");
    try (java.io.InputStream in = BrowserTest.class.getResourceAsStream("littlegolem-tzaar.txt")) {
      Files.write(record, in.readAllBytes());
    }
    browser.findElement(By.id("upload")).sendKeys(record.toString());
    Chromium.waitFor(browser, Chromium.WAIT).until(driver -> text("title").contains("TZAAR"));
    waitIdle();
    // The record's PW and PB, named as TZAAR names its sides; the game's own result sentence.
    assertThat(text("record-info")).contains("Players: WHITE: Michael Reitz · BLACK: ivyed_seer ?")
        .contains("From: https://www.littlegolem.net").contains("Result: WHITE wins").doesNotContain("PW")
        .doesNotContain("FF");
    assertThat(text("mode-line")).startsWith("an uploaded record · ").doesNotContain("seed=");
    assertThat(new Select(browser.findElement(By.id("game-select"))).getFirstSelectedOption().getAttribute("value"))
        .as("the new-game form follows the game shown").isEqualTo("tzaar");
  }

  @Test
  void aWatchersPageOffersOnlyWhatAWatcherCanDo() {
    // A game of another browser: this one only watches it.
    ApiClient other = PLAYGROUND.api().stranger();
    long id = (Long) other.post("api/games", Map.of("game", "nim")).json().get("id");
    open(id);
    assertThat(text("status")).isEqualTo("FIRST to move (you are watching: this game is another browser's)");
    for (String control : List.of("undo", "redo", "bot-move", "cancel-clicks", "delete-game", "send-move")) {
      assertThat(browser.findElement(By.id(control)).isDisplayed()).as(control).isFalse();
    }
    assertThat(browser.findElement(By.id("download")).isDisplayed()).isTrue();
    click("a1");
    assertThat(text("message")).isEqualTo("This game is another browser's: you can watch it; start a game of your"
        + " own to play.");
    assertThat(other.get("api/games/" + id).moves()).isEmpty();
    // The owner's move arrives, and the refusal, now stale, goes.
    assertThat(other.post("api/games/" + id + "/move", Map.of("move", "a1-c1")).status()).isEqualTo(200);
    Chromium.waitFor(browser, Chromium.WAIT).until(driver -> driver.findElements(
        By.cssSelector("#log li[data-ply='1']")).size() == 1);
    waitIdle();
    assertThat(text("message")).isEmpty();
  }

  @Test
  void noDecorationOfAnyGamesPictureCoversAPoint() {
    ConfiguredGame<?, ?>[] games = GameCatalog.load().providers().stream()
        .map(provider -> GameCatalog.load().game(provider.name())).toArray(ConfiguredGame<?, ?>[]::new);
    SplittableRandom random = new SplittableRandom(5);
    for (ConfiguredGame<?, ?> game : games) {
      long id = Long.parseLong(String.valueOf(PLAYGROUND.api().post("api/games", Map.of("game", game.config().toString()))
          .json().get("id")));
      // Two moves, so that the last move's marks are drawn.
      for (int i = 0; i < 2; i++) {
        GameSession<?, ?> local = localSession(id);
        if (local.status().isOver()) {
          break;
        }
        List<String> moves = legalMoveTexts(local);
        PLAYGROUND.api().post("api/games/" + id + "/move", Map.of("move", moves.get(random.nextInt(moves.size()))));
      }
      open(id);
      assertThat(coveredPoints()).as(game.config() + ": points whose centre another shape covers").isEmpty();
    }
  }

  @Test
  void aPikkPakkBallUnderTheLastMoveLineTakesTheClick() {
    long id = newGame("pikkpakk", false);
    GameSession<?, ?> local = localSession(id);
    // A shift of a run of two or more balls: its arrow lies over them.
    String shift = legalMoveTexts(local).stream().filter(m -> m.matches("[a-z]\\d+-[a-z]\\d+[<>^v]")).findFirst()
        .orElseThrow();
    PLAYGROUND.api().post("api/games/" + id + "/move", Map.of("move", shift));
    open(id);
    @SuppressWarnings("unchecked")
    List<String> underMarks = (List<String>) browser.executeScript(
        "const out = [];"
            + "for (const mark of document.querySelectorAll('#board [pointer-events=none]:not(text)')) {"
            + "  const box = mark.getBoundingClientRect();"
            + "  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);"
            + "  const point = hit && hit.closest('[data-point]');"
            + "  if (point && point.tagName === 'circle' && Number(point.getAttribute('r')) > 5) {"
            + "    out.push(point.getAttribute('data-point'));"
            + "  }"
            + "}"
            + "return out;");
    assertThat(underMarks).as("balls under the rings of " + shift).isNotEmpty();
    // A real click on the first ball under a ring and the arrow: the page takes it as that point.
    String ball = underMarks.get(0);
    WebElement element = browser.findElement(By.cssSelector("#board circle[data-point='" + ball + "']"));
    new Actions(browser).moveToElement(element).click().perform();
    waitIdle();
    assertThat(text("clicked") + text("message")).contains(ball);
  }

  @Test
  void aNimMoveMadeWithTheKeyboardAlone() {
    long id = newGame("nim", false);
    // Tab from the page's start until the focus is on the board.
    browser.findElement(By.tagName("body")).click();
    for (int i = 0; i < 80 && focusedPoint() == null; i++) {
      new Actions(browser).sendKeys(Keys.TAB).perform();
    }
    assertThat(focusedPoint()).as("a board point takes the focus").isNotNull();
    WebElement focused = browser.switchTo().activeElement();
    assertThat(focused.getAttribute("role")).isEqualTo("button");
    assertThat(focused.getAttribute("aria-label")).startsWith("point " + focusedPoint());
    // Left as far as it goes, to column a, then down that column to a1 (below a1 is the done button).
    for (int i = 0; i < 6; i++) {
      new Actions(browser).sendKeys(Keys.ARROW_LEFT).perform();
    }
    assertThat(focusedPoint()).startsWith("a");
    for (int i = 0; i < 6 && !"a1".equals(focusedPoint()); i++) {
      new Actions(browser).sendKeys(Keys.ARROW_DOWN).perform();
    }
    assertThat(focusedPoint()).isEqualTo("a1");
    new Actions(browser).sendKeys(Keys.ARROW_RIGHT).perform();
    assertThat(focusedPoint()).isEqualTo("b1");
    new Actions(browser).sendKeys(Keys.ARROW_UP).perform();
    assertThat(focusedPoint()).isEqualTo("b2");
    new Actions(browser).sendKeys(Keys.ARROW_DOWN, Keys.ARROW_LEFT).perform();
    assertThat(focusedPoint()).isEqualTo("a1");
    // Enter clicks a1; the focus stays on it through the redraw.
    new Actions(browser).sendKeys(Keys.ENTER).perform();
    waitIdle();
    assertThat(text("clicked")).startsWith("clicked: a1 — next: ");
    assertThat(focusedPoint()).isEqualTo("a1");
    // The clicks of a1-b1 from the library: a1, b1, then whatever ends it (the done button).
    GameSession<?, ?> local = localSession(id);
    List<String> clicks = clicksOf(local, "a1-b1");
    assertThat(clicks.get(0)).isEqualTo("a1");
    new Actions(browser).sendKeys(Keys.ARROW_RIGHT, Keys.SPACE).perform();
    waitIdle();
    for (String next : clicks.subList(2, clicks.size())) {
      for (int i = 0; i < 12 && !next.equals(focusedPoint()); i++) {
        new Actions(browser).sendKeys(Keys.ARROW_DOWN).perform();
      }
      assertThat(focusedPoint()).isEqualTo(next);
      new Actions(browser).sendKeys(Keys.ENTER).perform();
      waitIdle();
    }
    assertThat(PLAYGROUND.api().get("api/games/" + id).moves()).extracting(m -> m.get("move")).containsExactly("a1-b1");
    // The log is reachable by keyboard too: Enter on its start goes back there.
    WebElement start = browser.findElement(By.cssSelector("#log-start button"));
    start.sendKeys(Keys.ENTER);
    waitIdle();
    assertThat(text("viewing-text")).startsWith("Viewing move 0 of 1");
    browser.findElement(By.id("to-present")).sendKeys(Keys.ENTER);
    waitIdle();
    assertThat(browser.findElement(By.id("viewing")).isDisplayed()).isFalse();
    assertThat(PLAYGROUND.api().get("api/games/" + id).moves()).extracting(m -> m.get("move")).containsExactly("a1-b1");
  }

  /** The point the keyboard focus is on, or null when it is not on the board. */
  private static String focusedPoint() {
    return (String) browser.executeScript(
        "const e = document.activeElement;"
            + "return e && document.getElementById('board').contains(e) ? e.getAttribute('data-point') : null;");
  }

  private static <S, M> List<String> clicksOf(GameSession<S, M> local, String moveText) {
    return local.moveInput().clicks(local.game().notation().parse(moveText));
  }

  private static <S, M> List<String> legalMoveTexts(GameSession<S, M> local) {
    return local.legalMoves().stream().map(m -> local.game().notation().format(m)).toList();
  }

  /** The points of the picture shown whose centre lies under a shape, drawn above them, that is no point. */
  @SuppressWarnings("unchecked")
  private static List<String> coveredPoints() {
    return (List<String>) browser.executeScript(
        "const out = [];"
            + "const names = new Map();"
            + "for (const e of document.querySelectorAll('#board [data-point]')) names.set(e.getAttribute('data-point'), e);"
            + "for (const [name, e] of names) {"
            + "  e.scrollIntoView({block: 'center', inline: 'center'});"
            + "  const box = e.getBoundingClientRect();"
            + "  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);"
            // Covered: the shape hit is no point and is drawn after (above) the point.
            + "  if (hit && !hit.closest('[data-point]') && (e.compareDocumentPosition(hit) & Node.DOCUMENT_POSITION_FOLLOWING)) {"
            + "    out.push(name + ' under ' + hit.outerHTML);"
            + "  }"
            + "}"
            + "return out;");
  }

  /** Opens a game from the address, as a bookmark would. */
  private static void open(long id) {
    browser.get("about:blank");
    browser.get(PLAYGROUND.server().url() + "?game=" + id);
    waitIdle();
    assertThat(text("title")).startsWith("#" + id + " ");
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
    browser.get(PLAYGROUND.server().url().toString());
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
    String record = PLAYGROUND.api().get("api/games/" + id + "/record").body();
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
    Map<String, Object> view = PLAYGROUND.api().get("api/games/" + browser.findElement(By.tagName("body"))
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
    Chromium.waitIdle(browser);
  }

  private static String text(String id) {
    return browser.findElement(By.id(id)).getText();
  }
}
