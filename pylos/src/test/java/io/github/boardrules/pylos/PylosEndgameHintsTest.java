package io.github.boardrules.pylos;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.bots.Bots;
import io.github.boardrules.core.bots.BotSettings;
import io.github.boardrules.core.bots.Hint;
import io.github.boardrules.core.bots.PositionValue;
import io.github.boardrules.core.catalog.ConfiguredGame;
import io.github.boardrules.core.catalog.GameCatalog;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The catalogue's Pylos endgame solver in hints and at the top level, on children's positions
 * worked by hand from the rules: no squares, so no take-backs; a ball is raised only to a higher
 * spot it does not support; a player whose turn comes with an empty reserve loses.
 */
class PylosEndgameHintsTest {
  private static final ConfiguredGame<?, ?> CHILDREN = GameCatalog.load().game("pylos(ruleSet=children)");
  private static final Duration SECOND = Duration.ofSeconds(1);

  /** The hint's move and value, in a position given by its text. */
  private static <S, M> String hint(ConfiguredGame<S, M> game, String position) {
    S state = game.positions().decode(position);
    Hint<M> hint = Bots.hint(game, state, SECOND);
    return hint.text(game.notation());
  }

  private static <S, M> PositionValue value(ConfiguredGame<S, M> game, String position) {
    return Bots.hint(game, game.positions().decode(position), Duration.ofMillis(50)).value();
  }

  private static <S, M> List<String> legalMoves(ConfiguredGame<S, M> game, String position) {
    S state = game.positions().decode(position);
    return game.rules().legalMoves(state).stream().map(game.notation()::format).toList();
  }

  private static <S, M> String topLevelMove(ConfiguredGame<S, M> game, String position) {
    S state = game.positions().decode(position);
    return game.notation().format(Bots.of(game, BotSettings.level(game.levels().size()).seed(3)).chooseMove(state));
  }

  @Test
  void theTopBallWinsInOnePly() {
    // Everything but the top is full; LIGHT holds the last ball (14 LIGHT and 15 DARK on the
    // board). Placing it leaves DARK to move with an empty reserve: he loses.
    String position = "LDLD/DLDL/LDLD/DLDL DLD/LDL/DLD DL/LD . L 36";
    List<String> moves = legalMoves(CHILDREN, position);
    assertThat(moves).hasSize(1);
    assertThat(hint(CHILDREN, position)).isEqualTo(moves.get(0) + ": WIN in 1 plies");
    assertThat(topLevelMove(CHILDREN, position)).isEqualTo(moves.get(0));
  }

  @Test
  void theLastSpotOfTheThirdLevelLosesInTwoPlies() {
    // One spot of the third level is empty; each player has one ball. DARK's only move is to
    // fill it (the one free ball he could raise supports that spot, and the top is not yet
    // supported); LIGHT then places the top ball and DARK, with no ball left, loses.
    String position = "LDLD/DLDL/LDLD/DLDL DLD/LDL/DLD L./LD . D 28";
    List<String> moves = legalMoves(CHILDREN, position);
    assertThat(moves).hasSize(1);
    assertThat(hint(CHILDREN, position)).isEqualTo(moves.get(0) + ": LOSS in 2 plies");
  }

  @Test
  void twoBallsAgainstOneWinInThreePlies() {
    // The top row of the third level is empty; LIGHT has two balls, DARK one. LIGHT fills one of
    // the two spots (his free balls cannot rise: the top is not supported); DARK must fill the
    // other (his free ball supports it); LIGHT places the top and DARK, with none left, loses.
    String position = "LDLD/DLDL/LDLD/DLDL DDD/LDL/LLD ../LD . L 27";
    List<String> moves = legalMoves(CHILDREN, position);
    assertThat(moves).hasSize(2);
    String hint = hint(CHILDREN, position);
    assertThat(hint).endsWith(": WIN in 3 plies");
    assertThat(moves).contains(hint.substring(0, hint.indexOf(':')));
    assertThat(moves).contains(topLevelMove(CHILDREN, position));
  }

  @Test
  void earlierPositionsAreLeftToTheSearch() {
    assertThat(value(GameCatalog.load().game("pylos"), "..../..../..../.... .../.../... ../.. . L 0").kind())
        .isEqualTo(PositionValue.Kind.SCORE);
  }
}
