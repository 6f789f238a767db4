<?php
/**
 * Base test case: every test starts from a clean WordPress stub state.
 *
 * @package Freshwatch\Tests
 */

namespace Freshwatch\Tests\Support;

abstract class TestCase extends \PHPUnit\Framework\TestCase {

	protected function setUp(): void {
		parent::setUp();
		WordPress::reset();
		UsersAndNetwork::reset();
	}

	/**
	 * Output printed by $render.
	 */
	protected function output_of( callable $render ): string {
		ob_start();
		try {
			$render();
		} finally {
			$output = (string) ob_get_clean();
		}
		return $output;
	}
}
