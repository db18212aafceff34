package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.time.Duration;
import java.util.List;
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
 * and the forms after it, the page does not scroll sideways (only a board wider than the screen
 * does), and ZÈRTZ's rings, the smallest points of the standard games, measure at least 40 px as
 * rendered, so that a finger hits them. Saves the phone screenshot of the docs
 * ({@code target/screenshots/playground-phone.png}).
 */
class PhoneLayoutTest {
  private static final int WIDTH = 390;
  private static final int HEIGHT = 844;

  @RegisterExtension
  static final RunningPlayground PLAYGROUND = new RunningPlayground(Duration.ofMillis(200));
  private static ChromeDriver browser;

  @BeforeAll
  static void openBrowser() throws IOException {
    browser = PLAYGROUND.browser("phone", WIDTH, HEIGHT);
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
    // Only the board may be wider than the screen; the page itself does not scroll sideways.
    assertThat(number("return document.documentElement.scrollWidth")).isLessThanOrEqualTo(WIDTH);

    // Every ring of the 37-ring board, as rendered: at least 40 px across.
    @SuppressWarnings("unchecked")
    List<Number> ringSizes = (List<Number>) browser.executeScript(
        "const sizes = new Map();"
            + "for (const e of document.querySelectorAll('#board circle[data-point]')) {"
            + "  const name = e.getAttribute('data-point');"
            + "  if (!/^[a-g][1-7]$/.test(name)) continue;"
            + "  const box = e.getBoundingClientRect();"
            + "  sizes.set(name, Math.max(sizes.get(name) || 0, Math.min(box.width, box.height)));"
            + "}"
            + "return [...sizes.values()];");
    assertThat(ringSizes).hasSize(37);
    assertThat(ringSizes).allSatisfy(size -> assertThat(size.doubleValue()).isGreaterThanOrEqualTo(40));

    Chromium.screenshot(browser, "playground-phone.png");

    // A ring scrolled into view takes a tap.
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
    // Buttons a finger hits: at least 44 px high.
    assertThat(browser.findElement(By.id("start")).getRect().getHeight()).isGreaterThanOrEqualTo(44);
  }

  private static double top(String id) {
    return number("return document.getElementById('" + id + "').getBoundingClientRect().top + window.scrollY");
  }

  private static double number(String script) {
    return ((Number) browser.executeScript(script)).doubleValue();
  }
}
