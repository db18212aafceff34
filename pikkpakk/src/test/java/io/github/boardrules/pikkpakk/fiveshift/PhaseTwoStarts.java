package io.github.boardrules.pikkpakk.fiveshift;

import io.github.boardrules.core.Legality;
import io.github.boardrules.core.Player;
import io.github.boardrules.core.Rules;
import io.github.boardrules.core.Status;
import io.github.boardrules.pikkpakk.PikkPakkMove;
import java.util.List;
import java.util.OptionalInt;
import java.util.random.RandomGenerator;

/**
 * Random games rarely reach the shifting phase (a random placement game makes a five before the
 * field is full about 93% of the time), so the properties also play from phase-2 starts: the
 * position after the 49th placement of a random placement game that made no five. These starts
 * are reachable positions, drawn with the test's seeded generator.
 */
final class PhaseTwoStarts {
  private PhaseTwoStarts() {}

  /** Plays random placement games until one fills the field without a five; returns its end. */
  static FiveShiftState draw(FiveShift rules, RandomGenerator random) {
    if (rules.drawOptions().plyLimit().isPresent()
        && rules.drawOptions().plyLimit().getAsInt() <= FiveShift.PLACEMENTS) {
      throw new IllegalArgumentException(rules + " ends before the shifting phase");
    }
    while (true) {
      FiveShiftState state = rules.initialState();
      while (state.ply() < FiveShift.PLACEMENTS && rules.status(state).isOngoing()) {
        List<PikkPakkMove> moves = rules.legalMoves(state);
        state = rules.play(state, moves.get(random.nextInt(moves.size())));
      }
      if (state.ply() == FiveShift.PLACEMENTS && rules.status(state).isOngoing()) {
        return state;
      }
    }
  }

  /** The same game, but {@link Rules#initialState(RandomGenerator)} draws a phase-2 start. */
  static Rules<FiveShiftState, PikkPakkMove> startingInPhaseTwo(FiveShift rules) {
    return new Rules<>() {
      @Override
      public FiveShiftState initialState() {
        return rules.initialState();
      }

      @Override
      public FiveShiftState initialState(RandomGenerator random) {
        return draw(rules, random);
      }

      @Override
      public Player toMove(FiveShiftState state) {
        return rules.toMove(state);
      }

      @Override
      public List<PikkPakkMove> legalMoves(FiveShiftState state) {
        return rules.legalMoves(state);
      }

      @Override
      public Legality check(FiveShiftState state, PikkPakkMove move) {
        return rules.check(state, move);
      }

      @Override
      public FiveShiftState playUnchecked(FiveShiftState state, PikkPakkMove move) {
        return rules.playUnchecked(state, move);
      }

      @Override
      public Status status(FiveShiftState state) {
        return rules.status(state);
      }

      @Override
      public OptionalInt plyBound() {
        return rules.plyBound();
      }

      @Override
      public String toString() {
        return rules + " from phase-2 starts";
      }
    };
  }
}
