package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * Headless Chromium for the page's tests, from the Debian packages {@code chromium} and {@code
 * chromium-driver} ({@code /usr/bin/chromium}, {@code /usr/bin/chromedriver}), which {@code .ci/run}
 * installs when missing.
 */
final class Chromium {
  static final Duration WAIT = Duration.ofSeconds(30);
  /**
   * How often a wait looks again. Selenium's default, half a second, comes after nearly every click
   * (the page is busy with its request when first asked): over BrowserTest's clicks, many seconds.
   */
  static final Duration POLL = Duration.ofMillis(20);

  private Chromium() {}

  /**
   * Starts a browser whose page is {@code width} by {@code height} CSS pixels.
   *
   * @param dir a directory of the test's own, for Chromium's temporary files
   */
  static ChromeDriver start(Path dir, int width, int height) throws IOException {
    Files.createDirectories(dir);
    ChromeOptions options = new ChromeOptions();
    options.setBinary("/usr/bin/chromium");
    options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
        "--window-size=" + Math.max(width, 500) + "," + height, "--hide-scrollbars");
    if (width < 500) {
      // A window is at least 500 px wide: a phone's screen is emulated (its size, touch, and
      // the mobile viewport), as Chromium's device mode does.
      options.setExperimentalOption("mobileEmulation", Map.of("deviceMetrics",
          Map.of("width", width, "height", height, "pixelRatio", 1.0, "touch", true, "mobile", true)));
    }
    // Chromium leaves its singleton-socket directory behind when the driver stops it; with TMPDIR
    // in the test's own directory that goes with it instead of piling up in /tmp.
    ChromeDriverService service =
        new ChromeDriverService.Builder()
            .usingDriverExecutable(new File("/usr/bin/chromedriver"))
            .withEnvironment(Map.of("TMPDIR", dir.toString()))
            .build();
    return new ChromeDriver(service, options);
  }

  /**
   * A wait of at most {@code timeout} for a condition, looking every {@link #POLL}.
   *
   * @param browser the browser
   * @param timeout how long the condition may take
   * @return the wait: {@code Chromium.waitFor(browser, Chromium.WAIT).until(driver -> ...)}
   */
  static WebDriverWait waitFor(WebDriver browser, Duration timeout) {
    return new WebDriverWait(browser, timeout, POLL);
  }

  /** Waits until the page has no request or bot move under way (its body's data-idle). */
  static void waitIdle(ChromeDriver browser) {
    waitFor(browser, WAIT).until(driver -> "true".equals(
        driver.findElement(By.tagName("body")).getAttribute("data-idle")));
  }

  /** Saves a screenshot of the page as {@code target/screenshots/NAME}, for the docs. */
  static Path screenshot(ChromeDriver browser, String name) throws Exception {
    Path shot = Path.of("target", "screenshots", name);
    Files.createDirectories(shot.getParent());
    Files.copy(browser.getScreenshotAs(OutputType.FILE).toPath(), shot, StandardCopyOption.REPLACE_EXISTING);
    assertThat(Files.size(shot)).isGreaterThan(10_000);
    return shot;
  }

  /**
   * Saves a screenshot of the whole page, beyond the screen, as {@code target/screenshots/NAME}:
   * on a phone's screen a board in parts is longer than one screen.
   */
  static Path wholePage(ChromeDriver browser, String name) throws Exception {
    Path shot = Path.of("target", "screenshots", name);
    Files.createDirectories(shot.getParent());
    Object width = browser.executeScript("return document.documentElement.clientWidth");
    Object height = browser.executeScript("return document.documentElement.scrollHeight");
    Map<String, Object> answer = browser.executeCdpCommand("Page.captureScreenshot", Map.of("format", "png",
        "captureBeyondViewport", true, "clip", Map.of("x", 0, "y", 0, "width", width, "height", height, "scale", 1)));
    Files.write(shot, Base64.getDecoder().decode((String) answer.get("data")));
    assertThat(Files.size(shot)).isGreaterThan(10_000);
    return shot;
  }
}
