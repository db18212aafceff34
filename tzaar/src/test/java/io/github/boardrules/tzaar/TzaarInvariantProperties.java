package io.github.boardrules.tzaar;

import static org.assertj.core.api.Assertions.assertThat;

import io.github.boardrules.testkit.ForAll;
import io.github.boardrules.testkit.RandomGame;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Invariants after every action of random games, on the random setup and the tournament setup.
 * Captured pieces are tallied here from the captured stacks themselves, independently of the
 * state's own counts.
 */
class TzaarInvariantProperties {
  private static final Pattern STACK = Pattern.compile("\\(([^)]*)\\)");
  private static final List<Tzaar> SETUPS = List.of(Tzaar.randomSetup(2026), Tzaar.tournament());

  private static void forAllGames(String property, int tries, Consumer<RandomGame<TzaarState, TzaarMove>> check) {
    for (Tzaar rules : SETUPS) {
      ForAll.games(property + " (" + rules + ")", rules.equals(SETUPS.get(0)) ? tries : tries / 4, rules, check);
    }
  }

  /** Pieces of a colour and type on the board, counted stack by stack. */
  private static int onBoard(TzaarState state, TzaarColour colour, TzaarType type) {
    int count = 0;
    for (TzaarPoint p : TzaarPoint.all()) {
      if (state.stack(p).isPresent() && state.stack(p).get().colour() == colour) {
        count += state.stack(p).get().count(type);
      }
    }
    return count;
  }

  @Test
  void boardPlusCapturedIsThirtyPerColourAndPerType() {
    forAllGames("board + captured = 30", 150, game -> {
      int[][] captured = new int[2][3];
      int[][] placed = new int[2][3];
      if (game.start().phase() != TzaarPhase.PLACEMENT) {
        for (TzaarColour colour : TzaarColour.values()) {
          for (TzaarType type : TzaarType.values()) {
            placed[colour.ordinal()][type.ordinal()] = onBoard(game.start(), colour, type);
          }
        }
      }
      for (int i = 0; i < game.moves().size(); i++) {
        TzaarState before = game.states().get(i);
        TzaarMove move = game.moves().get(i);
        if (move.kind() == TzaarMove.Kind.CAPTURE) {
          TzaarStack victim = before.stack(move.to().orElseThrow()).orElseThrow();
          for (TzaarType type : victim.pieces()) {
            captured[victim.colour().ordinal()][type.ordinal()]++;
          }
        } else if (move.kind() == TzaarMove.Kind.PLACE) {
          TzaarPiece piece = move.piece().orElseThrow();
          placed[piece.colour().ordinal()][piece.type().ordinal()]++;
        }
        TzaarState after = game.states().get(i + 1);
        for (TzaarColour colour : TzaarColour.values()) {
          int total = 0;
          for (TzaarType type : TzaarType.values()) {
            int board = onBoard(after, colour, type);
            int taken = captured[colour.ordinal()][type.ordinal()];
            assertThat(board + taken).as("%s %s after move %d", colour, type, i + 1)
                .isEqualTo(placed[colour.ordinal()][type.ordinal()]);
            assertThat(after.piecesOnBoard(colour, type)).isEqualTo(board);
            if (after.phase() != TzaarPhase.PLACEMENT) {
              assertThat(board + taken).as("%s %s in play", colour, type).isEqualTo(type.count());
              assertThat(after.piecesCaptured(colour, type)).isEqualTo(taken);
            } else {
              assertThat(after.piecesInHand(colour, type)).isEqualTo(type.count() - board);
            }
            total += board + taken;
          }
          if (after.phase() != TzaarPhase.PLACEMENT) {
            assertThat(total).as("%s pieces after move %d", colour, i + 1).isEqualTo(30);
            int heights = 0;
            for (TzaarPoint p : TzaarPoint.all()) {
              if (after.stack(p).isPresent() && after.stack(p).get().colour() == colour) {
                heights += after.height(p);
              }
            }
            int taken = captured[colour.ordinal()][0] + captured[colour.ordinal()][1]
                + captured[colour.ordinal()][2];
            assertThat(heights + taken).as("%s stack heights + captured", colour).isEqualTo(30);
          }
        }
      }
    });
  }

  @Test
  void emptyPointsNeverFillAgainAndTheStackCountOnlyFalls() {
    forAllGames("empty points stay empty, stacks only fall", 150, game -> {
      for (int i = 0; i < game.moves().size(); i++) {
        TzaarState before = game.states().get(i);
        TzaarState after = game.states().get(i + 1);
        TzaarMove move = game.moves().get(i);
        long filled = after.occupiedMask() & ~before.occupiedMask();
        if (before.phase() == TzaarPhase.PLACEMENT) {
          // Placement only fills: exactly the placed point.
          assertThat(filled).isEqualTo(1L << move.to().orElseThrow().index());
          assertThat(after.occupiedMask() & before.occupiedMask()).isEqualTo(before.occupiedMask());
          assertThat(after.stackCount()).isEqualTo(before.stackCount() + 1);
          continue;
        }
        assertThat(filled).as("points filled by %s", move).isZero();
        int expected = move.kind() == TzaarMove.Kind.PASS ? before.stackCount() : before.stackCount() - 1;
        assertThat(after.stackCount()).as("stacks after %s", move).isEqualTo(expected);
      }
    });
  }

  @Test
  void stacksKeepOneColourAndTheirOrder() {
    forAllGames("stacks keep one colour and their order", 150, game -> {
      for (int i = 0; i < game.moves().size(); i++) {
        TzaarState before = game.states().get(i);
        TzaarState after = game.states().get(i + 1);
        TzaarMove move = game.moves().get(i);
        // Every stack of the position text, in parentheses, is of one case: one colour.
        Matcher stacks = STACK.matcher(after.toString());
        while (stacks.find()) {
          assertThat(stacks.group(1)).as("stack in %s", after).matches("[abc]+|[ABC]+");
        }
        if (move.kind() != TzaarMove.Kind.CAPTURE && move.kind() != TzaarMove.Kind.STACK) {
          continue;
        }
        TzaarStack moving = before.stack(move.from().orElseThrow()).orElseThrow();
        TzaarStack target = before.stack(move.to().orElseThrow()).orElseThrow();
        TzaarStack result = after.stack(move.to().orElseThrow()).orElseThrow();
        assertThat(after.stack(move.from().orElseThrow())).isEmpty();
        assertThat(moving.colour()).isEqualTo(before.colourToMove());
        assertThat(result.colour()).isEqualTo(before.colourToMove());
        List<TzaarType> expected = new ArrayList<>();
        if (move.kind() == TzaarMove.Kind.STACK) {
          assertThat(target.colour()).isEqualTo(moving.colour());
          expected.addAll(target.pieces());
        } else {
          assertThat(target.colour()).isNotEqualTo(moving.colour());
          assertThat(target.height()).isLessThanOrEqualTo(moving.height());
        }
        expected.addAll(moving.pieces());
        assertThat(result.pieces()).as("%s", move).isEqualTo(expected);
        assertThat(result.top()).isEqualTo(moving.top());
      }
    });
  }

  @Test
  void everyTurnIsOneCaptureThenOneMoreActionByTheSamePlayer() {
    forAllGames("turn structure", 150, game -> {
      for (int i = 0; i < game.moves().size(); i++) {
        TzaarState before = game.states().get(i);
        TzaarState after = game.states().get(i + 1);
        TzaarMove move = game.moves().get(i);
        switch (before.phase()) {
          case PLACEMENT:
            assertThat(move.kind()).isEqualTo(TzaarMove.Kind.PLACE);
            break;
          case OPENING:
            assertThat(before.colourToMove()).isEqualTo(TzaarColour.WHITE);
            assertThat(move.kind()).isEqualTo(TzaarMove.Kind.CAPTURE);
            assertThat(after.colourToMove()).isEqualTo(TzaarColour.BLACK);
            assertThat(after.phase()).isEqualTo(TzaarPhase.CAPTURE);
            break;
          case CAPTURE:
            assertThat(move.kind()).isEqualTo(TzaarMove.Kind.CAPTURE);
            assertThat(after.colourToMove()).isEqualTo(before.colourToMove());
            assertThat(after.phase()).isEqualTo(TzaarPhase.SECOND_ACTION);
            break;
          default:
            assertThat(move.kind()).isNotEqualTo(TzaarMove.Kind.PLACE);
            assertThat(after.colourToMove()).isEqualTo(before.colourToMove().opponent());
            assertThat(after.phase()).isEqualTo(TzaarPhase.CAPTURE);
            break;
        }
      }
      // The game ended by one of the two rules: a missing type, or no capture at a turn's start.
      TzaarState end = game.finalState();
      Tzaar rules = (Tzaar) game.rules();
      boolean lacks = false;
      for (TzaarColour colour : TzaarColour.values()) {
        for (TzaarType type : TzaarType.values()) {
          lacks |= end.topCount(colour, type) == 0;
        }
      }
      if (!lacks) {
        assertThat(end.phase().captureRequired()).isTrue();
        assertThat(rules.status(end).termination()).contains(TzaarTermination.CANNOT_CAPTURE);
        assertThat(rules.status(end).winner()).contains(end.colourToMove().opponent().player());
      } else {
        assertThat(rules.status(end).termination()).contains(TzaarTermination.LOST_A_TYPE);
      }
    });
  }
}
