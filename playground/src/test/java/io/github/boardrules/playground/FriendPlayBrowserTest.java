package io.github.boardrules.playground;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameSession;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.openqa.selenium.By;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.WindowType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.interactions.Actions;
import org.openqa.selenium.support.ui.Select;

/**
 * Friend play in two browsers (two WebDriver sessions, as two people on two machines): one makes a
 * friend game of NIM on the page and sends the invitation; the other opens it and takes the other
 * seat, and never sees the first seat's token; each moves in turn by clicking, and each sees the
 * other's move arrive without reloading (the page's event stream) within two seconds. A seat may
 * not move on the other side's turn. Then both leave, and the game is gone. And eight tabs of one
 * browser, each showing a game, all follow their games through the one stream their browser shares.
 */
class FriendPlayBrowserTest {
  /** The page asks for the view as soon as the server's event arrives: well within this. */
  private static final Duration ARRIVES = Duration.ofSeconds(2);

  @RegisterExtension
  static final RunningPlayground PLAYGROUND = new RunningPlayground(Duration.ofMillis(200));
  private static ChromeDriver first;
  private static ChromeDriver second;

  @BeforeAll
  static void openBrowsers() throws IOException {
    first = PLAYGROUND.browser("first", 1200, 900);
    second = PLAYGROUND.browser("second", 1200, 900);
  }

  @Test
  void twoFriendsPlayNimInTurnEachSeeingTheOthersMove() {
    first.get(PLAYGROUND.server().url().toString());
    Chromium.waitIdle(first);
    new Select(first.findElement(By.id("game-select"))).selectByValue("nim");
    Chromium.waitIdle(first);
    first.findElement(By.id("mode-friend")).click();
    first.findElement(By.id("start")).click();
    Chromium.waitIdle(first);
    long id = Long.parseLong(first.findElement(By.tagName("body")).getAttribute("data-game"));

    // The invitation, the creator's own seat and the watch link, each with a copy button.
    List<WebElement> links = first.findElements(By.cssSelector("#friend-links a.seat-link"));
    assertThat(links).extracting(a -> a.getAttribute("data-link")).containsExactly("the invitation", "your seat",
        "watch");
    assertThat(first.findElements(By.cssSelector("#friend-links button.copy"))).hasSize(3);
    String invitation = links.get(0).getAttribute("href");
    String firstToken = links.get(1).getAttribute("href").replaceFirst(".*seat=", "");
    assertThat(invitation).contains("game=" + id).contains("invite=");
    assertThat(links.get(2).getAttribute("href")).endsWith("/?game=" + id);

    second.get(invitation);
    Chromium.waitIdle(second);
    assertThat(text(first, "status")).isEqualTo("Your turn: you play FIRST");
    assertThat(text(second, "status")).isEqualTo("FIRST to move: waiting for your friend (you play SECOND)");
    // The second seat's page holds its own token only, and the address keeps no token.
    assertThat(second.getPageSource()).doesNotContain(firstToken);
    assertThat(second.getCurrentUrl()).endsWith("/?game=" + id);
    // The friend's list has the game joined.
    assertThat(new Select(second.findElement(By.id("saved-games"))).getOptions())
        .anySatisfy(option -> assertThat(option.getAttribute("value")).isEqualTo(String.valueOf(id)));
    // The creator's page learns that the friend has joined: the invitation is gone.
    Chromium.waitFor(first, ARRIVES).until(driver -> driver.findElements(
        By.cssSelector("#friend-links a[data-link='the invitation']")).isEmpty());

    // Not one's turn: the click is not sent, the page says whose turn it is.
    click(second, "a1");
    assertThat(text(second, "message")).isEqualTo("It is FIRST's turn: wait for your friend's move.");
    assertThat(PLAYGROUND.api().get("api/games/" + id).moves()).isEmpty();

    for (int ply = 0; ply < 4; ply++) {
      ChromeDriver mover = ply % 2 == 0 ? first : second;
      ChromeDriver other = ply % 2 == 0 ? second : first;
      GameSession<?, ?> local = localSession(id);
      List<String> clicks = firstMoveClicks(local);
      for (String point : clicks) {
        click(mover, point);
      }
      int played = ply + 1;
      assertThat(PLAYGROUND.api().get("api/games/" + id).moves()).hasSize(played);
      // The other browser shows the move without a reload.
      Chromium.waitFor(other, ARRIVES).until(driver -> driver.findElements(
          By.cssSelector("#log li[data-ply='" + played + "']")).size() == 1);
      assertThat(text(other, "status")).startsWith("Your turn: you play ");
      assertThat(text(mover, "status")).contains("waiting for your friend");
    }

    // Leaving: asked to confirm; one seat leaving erases nothing, the other is told; both gone, the game is.
    first.findElement(By.id("delete-game")).click();
    first.switchTo().alert().accept();
    Chromium.waitIdle(first);
    assertThat(PLAYGROUND.api().get("api/games/" + id).status()).isEqualTo(200);
    Chromium.waitFor(second, ARRIVES).until(driver -> text(second, "friend-intro").contains("FIRST left the game"));
    second.findElement(By.id("delete-game")).click();
    second.switchTo().alert().accept();
    Chromium.waitIdle(second);
    assertThat(PLAYGROUND.api().get("api/games/" + id).status()).isEqualTo(404);
  }

  @Test
  void eightTabsOfOneBrowserAllFollowTheirGames() {
    int tabs = 8;
    List<Long> games = new ArrayList<>();
    for (int i = 0; i < tabs; i++) {
      games.add((Long) PLAYGROUND.api().post("api/games", Map.of("game", "nim")).json().get("id"));
    }
    List<String> handles = new ArrayList<>();
    for (int i = 0; i < tabs; i++) {
      if (i > 0) {
        first.switchTo().newWindow(WindowType.TAB);
      }
      first.get(PLAYGROUND.server().url() + "?game=" + games.get(i));
      Chromium.waitIdle(first);
      handles.add(first.getWindowHandle());
    }
    // Every tab is open on its game; a browser keeps six connections to one server: one stream serves them all.
    Chromium.waitFor(first, ARRIVES).until(driver -> PLAYGROUND.server().openEventStreams() == 1);
    for (long game : games) {
      assertThat(PLAYGROUND.api().post("api/games/" + game + "/move", Map.of("move", "a1-c1")).status()).isEqualTo(200);
    }
    for (int i = 0; i < tabs; i++) {
      first.switchTo().window(handles.get(i));
      long game = games.get(i);
      Chromium.waitFor(first, ARRIVES).until(driver -> String.valueOf(game).equals(
          driver.findElement(By.tagName("body")).getAttribute("data-game"))
          && "1".equals(driver.findElement(By.tagName("body")).getAttribute("data-ply")));
    }
    assertThat(PLAYGROUND.server().openEventStreams()).isEqualTo(1);
    for (int i = tabs - 1; i > 0; i--) {
      first.switchTo().window(handles.get(i));
      first.close();
    }
    first.switchTo().window(handles.get(0));
  }

  private static <S, M> List<String> firstMoveClicks(GameSession<S, M> local) {
    return local.moveInput().clicks(local.legalMoves().get(0));
  }

  private static GameSession<?, ?> localSession(long id) {
    String record = PLAYGROUND.api().get("api/games/" + id + "/record").body();
    return GameSession.fromRecord(GameCatalog.load().gameOfRecord(record), record);
  }

  private static void click(ChromeDriver browser, String point) {
    List<WebElement> elements = browser.findElements(By.cssSelector("#board [data-point=\"" + point + "\"]"));
    assertThat(elements).as("point " + point + " in the picture").isNotEmpty();
    new Actions(browser).moveToElement(elements.get(elements.size() - 1)).click().perform();
    Chromium.waitIdle(browser);
  }

  private static String text(ChromeDriver browser, String id) {
    return browser.findElement(By.id(id)).getText();
  }
}
