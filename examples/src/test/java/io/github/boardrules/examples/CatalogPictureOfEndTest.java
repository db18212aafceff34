package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import io.github.boardrules.core.catalog.GameConfig;
import io.github.boardrules.core.catalog.GameOption;
import io.github.boardrules.core.catalog.GameProvider;
import io.github.boardrules.core.svg.SvgBuilder;
import io.github.boardrules.testkit.RandomGame;
import io.github.boardrules.testkit.SvgDoc;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;

/**
 * The picture of a finished game, for every catalogue game: a random game (with a ply limit where
 * the game has one, so that it ends) played to its end, drawn. Nobody is to move once the game is
 * over, so the heading and the title must not name a player to move, and no control (ZÈRTZ's
 * Pass, Pylos's and Grid NIM's Done) may be offered, since no move can be made.
 */
class CatalogPictureOfEndTest {
  private static final int PLY_LIMIT = 60;
  private static final int PLY_CAP = 5_000;

  @Test
  void aFinishedGameIsDrawnWithoutAPlayerToMoveOrAControl() {
    List<String> drawn = new ArrayList<>();
    for (GameProvider provider : GameCatalog.load().providers()) {
      GameConfig config = provider.defaults();
      for (GameOption option : provider.options()) {
        if (option.name().equals("plyLimit")) {
          config = config.with("plyLimit", Integer.toString(PLY_LIMIT));
        }
      }
      ConfiguredGame<?, ?> game = provider.configure(config);
      if (game.pictures().isPresent()) {
        check(game);
        drawn.add(provider.name());
      }
    }
    // Every game of the library draws pictures (the playground shows them all); the catalogue's
    // other entry, core's test fixture "takeaway", draws none.
    assertThat(drawn).containsExactlyInAnyOrder("nim", "heapnim", "pikkpakk", "pushfour", "fiveshift",
        "squareabalone", "intarsia", "zertz", "tzaar", "pylos", "colorfield");
  }

  private static <S, M> void check(ConfiguredGame<S, M> game) {
    RandomGame<S, M> random = RandomGame.play(game.rules(), 91_000L + game.config().toString().hashCode(), PLY_CAP);
    List<S> states = random.states();
    S end = states.get(states.size() - 1);
    String where = game.config() + " after " + random.moves().size() + " plies";
    assertThat(game.rules().status(end).isOver()).as(where + ": the random game ended").isTrue();
    M last = random.moves().get(random.moves().size() - 1);

    SvgDoc picture = SvgDoc.parse(game.picture(end, last, Set.of()).orElseThrow());
    assertThat(picture.title()).as(where + ": title").doesNotContain("to move");
    assertThat(picture.texts()).as(where + ": texts").noneMatch(text -> text.contains("to move"));
    List<Element> controls = picture.elements("*",
        e -> e.getAttribute("class").contains(SvgBuilder.CONTROL_CLASS));
    assertThat(controls).as(where + ": controls").isEmpty();
  }
}
