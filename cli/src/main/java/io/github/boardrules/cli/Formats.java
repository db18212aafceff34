package io.github.boardrules.cli;

import io.github.boardrules.core.GameRecord;
import io.github.boardrules.tzaar.Tzaar;
import io.github.boardrules.tzaar.TzaarMove;
import io.github.boardrules.tzaar.TzaarState;
import io.github.boardrules.zertz.BoardspaceGame;
import io.github.boardrules.zertz.Zertz;

/**
 * The records of other programs as the library's record text, tagged with their configured game,
 * so that {@code replay} treats every record alike.
 */
final class Formats {
  private Formats() {}

  /**
   * Converts a LittleGolem TZAAR record: its rules are TZAAR's (a setup only chooses the start,
   * which the record carries).
   *
   * @param record the record read by {@code TzaarLittleGolem}
   * @return the record text with the reader's {@code [Game]} tag ({@code tzaar} for a random
   *     setup, {@code tzaar(setup=fixed)} for the fixed one): the record's own start replaces the
   *     setup's
   */
  static String tzaarRecordText(GameRecord<TzaarState, TzaarMove> record) {
    Tzaar rules = Tzaar.fixedSetup();
    return record.write(rules.notation(), rules.positions()); // tagged by the reader
  }

  /**
   * Converts a boardspace.net ZÈRTZ record, tagged with its board and marble set.
   *
   * @param game the game read by {@code BoardspaceRecords}
   * @return the record text with its game tag
   */
  static String zertzRecordText(BoardspaceGame game) {
    Zertz rules = game.rules();
    return game.record().write(rules.notation(), rules.positions()); // tagged by the reader
  }
}
