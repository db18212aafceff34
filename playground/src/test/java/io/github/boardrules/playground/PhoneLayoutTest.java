package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameProvider;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * The page on a phone's screen, 390 by 844 CSS pixels in headless Chromium: the game comes first
 * and the forms after it; for every game of the catalogue (its default configuration) neither the
 * page nor the board scrolls sideways, every control is at least 44 px across as rendered, and so
 * is every point of the picture (the area of the shapes that carry its name), so that a finger hits
 * it; a board with more points in a row than 390 px hold at 44 px each (the 9 by 9 boards of the
 * Pikk-Pakk family, the colour-field game's 10 columns) shares the screen's whole width among them. Saves a screenshot of each game
 * ({@code target/screenshots/phone-GAME.png}) and the phone screenshot of the docs ({@code
 * target/screenshots/playground-phone.png}).
 */
class PhoneLayoutTest {
  private static final int WIDTH = 390;
  private static final int HEIGHT = 844;
  /** A finger's target: WCAG 2.1's target size (2.5.5), and Apple's and Google's guidance. */
  private static final double FINGER = 44;

  @RegisterExtension
  static final RunningPlayground PLAYGROUND = new RunningPlayground(Duration.ofMillis(200));
  private static ChromeDriver browser;

  @BeforeAll
  static void openBrowser() throws IOException {
    browser = PLAYGROUND.browser("phone", WIDTH, HEIGHT);
    browser.get(PLAYGROUND.server().url().toString());
    Chromium.waitIdle(browser);
    // The API client and this browser are one owner: the games the test makes are the browser's own.
    browser.executeScript("localStorage.setItem('boardrules-owner', arguments[0])", PLAYGROUND.api().owner());
  }

  @Test
  void everyGameFitsAPhoneWithPointsAndControlsAFingerHits() throws Exception {
    StringBuilder report = new StringBuilder();
    List<String> misfits = new java.util.ArrayList<>();
    for (GameProvider provider : GameCatalog.load().providers()) {
      String game = provider.name();
      Object id = PLAYGROUND.api().post("api/games", Map.of("game", game)).json().get("id");
      browser.get(PLAYGROUND.server().url() + "?game=" + id);
      Chromium.waitIdle(browser);
      assertThat(browser.findElement(By.id("undo")).isDisplayed()).as("%s: the owner's page plays", game).isTrue();
      Chromium.screenshot(browser, "phone-" + game + ".png");
      double page = number("return document.documentElement.scrollWidth");
      double board = number("return document.getElementById('board').scrollWidth");
      double boardBox = number("return document.getElementById('board').clientWidth");
      @SuppressWarnings("unchecked")
      Map<String, Number> points = (Map<String, Number>) browser.executeScript(
          "const sizes = {};"
              + "for (const e of document.querySelectorAll('#board [data-point]')) {"
              + "  if (e.closest('[aria-hidden=\"true\"]')) continue;"
              + "  const name = e.getAttribute('data-point');"
              + "  const r = e.getBoundingClientRect();"
              + "  const a = sizes[name];"
              + "  sizes[name] = a ? {l: Math.min(a.l, r.left), t: Math.min(a.t, r.top), r: Math.max(a.r, r.right),"
              + "    b: Math.max(a.b, r.bottom)} : {l: r.left, t: r.top, r: r.right, b: r.bottom};"
              + "}"
              + "const result = {};"
              + "for (const [name, a] of Object.entries(sizes)) result[name] = Math.min(a.r - a.l, a.b - a.t);"
              + "return result;");
      @SuppressWarnings("unchecked")
      Map<String, Number> controls = (Map<String, Number>) browser.executeScript(
          "const sizes = {};"
              + "for (const e of document.querySelectorAll('button, a.button, select, input')) {"
              + "  const box = e.getBoundingClientRect();"
              + "  if (box.width === 0 || e.closest('[hidden]')) continue;"
              + "  const name = (e.id || e.textContent.trim() || e.tagName) + '';"
              + "  sizes[name] = Math.min(sizes[name] === undefined ? 1e9 : sizes[name], Math.min(box.width, box.height));"
              + "}"
              + "return sizes;");
      report.append(game).append(": page ").append(page).append(", board ").append(board).append(" in ")
          .append(boardBox).append(", parts ").append(number("return document.querySelectorAll('#board svg.part').length"))
          .append(", smallest point ").append(points.values().stream().mapToDouble(Number::doubleValue)
              .min().orElse(-1)).append(", small controls ").append(controls.entrySet().stream()
              .filter(e -> e.getValue().doubleValue() < FINGER).toList()).append('\n');
      if (page > WIDTH) {
        misfits.add(game + ": the page is " + page + " px wide");
      }
      if (board > boardBox) {
        misfits.add(game + ": the board scrolls sideways (" + board + " px in " + boardBox + ")");
      }
      if (points.isEmpty()) {
        misfits.add(game + ": no point in the picture");
      }
      controls.forEach((name, size) -> {
        if (size.doubleValue() < FINGER - 0.5) {
          misfits.add(game + ": control " + name + " is " + size + " px");
        }
      });
      // 44 px wherever a row of the board's points fits the screen at 44 px; a row of more points
      // (9 or 10 across, at 390 px) gets the screen's whole width shared among them.
      double across = number("const rows = new Map();"
          + "for (const e of document.querySelectorAll('#board .reach')) {"
          + "  const r = e.getBoundingClientRect();"
          + "  const row = Math.round((r.top + r.height / 2) / 4);"
          + "  rows.set(row, (rows.get(row) || 0) + 1);"
          + "}"
          + "return Math.max(1, ...rows.values());");
      double least = Math.min(FINGER, boardBox / across) - 0.5;
      report.append("  ").append(across).append(" points in the longest row: at least ").append(least).append(" px\n");
      points.forEach((name, size) -> {
        if (size.doubleValue() < least) {
          misfits.add(game + ": point " + name + " is " + size + " px");
        }
      });
    }
    Files.writeString(Path.of("target", "screenshots", "phone-sizes.txt"), report);
    assertThat(misfits).as("what does not fit a phone").isEmpty();
  }

  @Test
  void aZertzGameOnAPhoneHasTheBoardFirstAndRingsAFingerHits() throws Exception {
    browser.get(PLAYGROUND.server().url().toString());
    Chromium.waitIdle(browser);
    assertThat(number("return window.innerWidth")).isEqualTo((double) WIDTH);
    new Select(browser.findElement(By.id("game-select"))).selectByValue("zertz");
    Chromium.waitIdle(browser);
    WebElement start = browser.findElement(By.id("start"));
    browser.executeScript("arguments[0].scrollIntoView({block: 'center'})", start);
    start.click();
    Chromium.waitIdle(browser);
    browser.executeScript("window.scrollTo(0, 0)");

    // The game first, then the log, then the forms.
    double play = top("play");
    assertThat(play).isLessThan(top("history"));
    assertThat(top("history")).isLessThan(top("setup"));
    assertThat(top("board")).as("the board starts on the first screen").isLessThan(HEIGHT / 2.0);
    assertThat(number("return document.documentElement.scrollWidth")).isLessThanOrEqualTo(WIDTH);

    Chromium.screenshot(browser, "playground-phone.png");

    // A ring takes a tap.
    WebElement d4 = browser.findElement(By.cssSelector("#board circle[data-point='d4']"));
    browser.executeScript("arguments[0].scrollIntoView({block: 'center', inline: 'center'})", d4);
    new Actions(browser).moveToElement(d4).click().perform();
    Chromium.waitIdle(browser);
    assertThat(browser.findElement(By.id("message")).getText() + browser.findElement(By.id("clicked")).getText())
        .contains("d4");
  }

  @Test
  void theStartPageOnAPhoneShowsTheNewGameFormWithoutSidewaysScrolling() {
    browser.get(PLAYGROUND.server().url().toString());
    Chromium.waitIdle(browser);
    assertThat(number("return document.documentElement.scrollWidth")).isLessThanOrEqualTo(WIDTH);
    assertThat(browser.findElement(By.id("start")).isDisplayed()).isTrue();
    assertThat(browser.findElement(By.id("start")).getRect().getHeight()).isGreaterThanOrEqualTo(44);
  }

  private static double top(String id) {
    return number("return document.getElementById('" + id + "').getBoundingClientRect().top + window.scrollY");
  }

  private static double number(String script) {
    return ((Number) browser.executeScript(script)).doubleValue();
  }
}
