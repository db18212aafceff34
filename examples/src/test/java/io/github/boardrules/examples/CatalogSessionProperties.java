package io.github.boardrules.examples;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameSession;
import io.github.boardrules.testkit.RandomGame;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The game session over random games of every catalogue game and a sample of option sets: moves
 * played one by one, then taken back and played again in random order, always match the random
 * game's states; the record written by the session reads back to the same start, moves and
 * position.
 */
class CatalogSessionProperties {
  private static final int GAMES_PER_CONFIG = 3;
  private static final int PLY_CAP = 120;

  @Test
  void undoRedoAndRecordsRoundTripOverRandomGamesOfEveryGame() {
    int configs = 0;
    int plies = 0;
    for (ConfiguredGame<?, ?> game : CatalogSample.games()) {
      configs++;
      for (int attempt = 0; attempt < GAMES_PER_CONFIG; attempt++) {
        plies += check(game, 27_500L + 1_000L * game.config().toString().hashCode() + attempt);
      }
    }
    assertThat(configs).as("configured games (%d plies played over them)", plies).isGreaterThanOrEqualTo(20);
  }

  private static <S, M> int check(ConfiguredGame<S, M> game, long seed) {
    String where = game.config() + ", seed " + seed;
    RandomGame<S, M> random = RandomGame.play(game.rules(), seed, PLY_CAP);
    GameSession<S, M> session = GameSession.start(game, random.start());
    for (M move : random.moves()) {
      session.play(game.notation().format(move));
    }
    assertThat(session.states()).as(where).isEqualTo(random.states());
    assertThat(session.status()).as(where).isEqualTo(game.rules().status(random.finalState()));

    // Walk back and forth at random: the session's position is always the random game's.
    SplittableRandom steps = new SplittableRandom(seed);
    for (int step = 0; step < 2 * random.moves().size(); step++) {
      if (session.canUndo() && (!session.canRedo() || steps.nextBoolean())) {
        M undone = session.undo();
        assertThat(undone).as(where).isEqualTo(random.moves().get(session.ply()));
      } else if (session.canRedo()) {
        session.redo();
      }
      assertThat(session.state()).as(where + " at ply " + session.ply()).isEqualTo(random.states().get(session.ply()));
      assertThat(session.toMove()).isEqualTo(game.rules().toMove(random.states().get(session.ply())));
      assertThat(session.moves()).isEqualTo(random.moves().subList(0, session.ply()));
    }

    // Out and back in through a record, at the current ply.
    GameSession<S, M> again = GameSession.fromRecord(game, session.writeRecord());
    assertThat(again.startState()).as(where).isEqualTo(random.start());
    assertThat(again.moves()).as(where).isEqualTo(session.moves());
    assertThat(again.state()).as(where).isEqualTo(session.state());
    assertThat(again.moveTexts()).isEqualTo(session.moveTexts());

    // A new move clears the redo stack.
    if (session.canRedo() && !session.legalMoves().isEmpty()) {
      session.play(session.legalMoves().get(0));
      assertThat(session.canRedo()).as(where).isFalse();
    }
    return random.moves().size();
  }
}
